/** A problem the app finds itself (not the validator): in English for logs and tests, and in every language for the page. */
import type { Problem } from './types';
import { say, type Text } from '../i18n/messages';

export function appProblem(file: string, path: string, what: Text): Problem {
  return { file, path, message: say(what, 'en'), text: what };
}
