import { useQuery } from '@tanstack/react-query';
import { projectQueries } from './projectQueries.js';

/** Every project the board shows (see projectBoardQuery), kept live by pushes. */
export function useProjectBoard(query: string) {
  return useQuery(projectQueries.board(query));
}
