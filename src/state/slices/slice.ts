/**
 * What a slice of the one store is given: zustand's set and get for the whole store. Each
 * slice returns its own events; createExplorerStore (explorer-store.ts) puts them together.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { ExplorerStore } from '../types';

export type SetState = StoreApi<ExplorerStore>['setState'];
export type GetState = () => ExplorerStore;

export const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
