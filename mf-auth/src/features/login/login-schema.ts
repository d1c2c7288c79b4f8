import { object, string } from 'yup';
import { emailProblem } from '@sefaresh/shared-api/rules';
import { LOGIN_MESSAGES } from './messages';

export interface LoginValues {
  email: string;
  password: string;
}

/** Basic client checks before a login request: the email rule of the rules module, and a password at all. */
export const loginSchema = object({
  email: string()
    .default('')
    .test('email', function check(value) {
      const problem = emailProblem(value);
      return problem ? this.createError({ message: problem }) : true;
    }),
  password: string().required(LOGIN_MESSAGES.passwordRequired),
});
