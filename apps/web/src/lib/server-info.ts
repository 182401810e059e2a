import type { HealthResponse, PublicConfig } from '@zhi/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api';

export const usePublicConfig = () =>
  useQuery({ queryKey: ['/api/config'], queryFn: () => apiGet<PublicConfig>('/api/config') });

export const useHealth = () =>
  useQuery({ queryKey: ['/api/health'], queryFn: () => apiGet<HealthResponse>('/api/health') });
