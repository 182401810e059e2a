import rootPackage from '../../../package.json' with { type: 'json' };

/** The product version, from the root package.json (inlined by the build). */
export const version: string = rootPackage.version;
