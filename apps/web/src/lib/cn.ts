import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a later Tailwind class wins over an earlier one for the same property. */
export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));
