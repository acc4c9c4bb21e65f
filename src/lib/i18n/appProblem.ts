/** A problem the app finds itself (not the validator): in English for logs and tests, and in every language for the page. */
import type { Problem } from '../model/types';
import { say, type Text } from './messages';

export function appProblem(file: string, path: string, what: Text): Problem {
  return { file, path, message: say(what, 'en'), text: what };
}
