export * from '@/domain/award/lifecycle'
