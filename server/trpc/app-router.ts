import { accountRouter } from '../routers/account-router';
import { adminRouter } from '../routers/admin-router';
import { applicantRouter } from '../routers/applicant-router';
import { authRouter } from '../routers/auth-router';
import { submissionsRouter } from '../routers/submissions-router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  admin: adminRouter,
  submissions: submissionsRouter,
  applicant: applicantRouter,
});

/** The API's type, which the web app imports (type only) for its tRPC client. */
export type AppRouter = typeof appRouter;
