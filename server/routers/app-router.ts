import { guardianRouter } from '../acceptances/acceptance-router';
import { adminApplicationsRouter } from '../admissions/admin-applications-router';
import { adminContactsRouter } from '../admissions/admin-contacts-router';
import { admissionsProcedures } from '../admissions/admissions-procedures';
import { applicantRouter } from '../applicants/applicant-router';
import { accountRouter } from '../auth/account-router';
import { authRouter } from '../auth/auth-router';
import { contentRouter } from '../content/content-router';
import { adminArrivalsRouter } from '../enrolment/enrolment-router';
import { adminIntakesRouter, publicIntakesRouter } from '../intakes/intakes-router';
import { adminInterviewsRouter } from '../interviews/interviews-router';
import { adminLettersRouter } from '../letters/letters-router';
import { adminPrivacyRouter } from '../privacy/admin-privacy-router';
import { submissionsRouter } from '../submissions/submissions-router';
import { adminTeamRouter } from '../team/admin-team-router';
import { adminVisitsRouter } from '../visits/admin-visits-router';
import { visitsRouter } from '../visits/visits-router';
import { router } from '../trpc/init';

/**
 * The whole API, joined from each area's procedures (each lives in its own server/<area>/ folder).
 * Everything under `admin` is admin-only on the server; `content` is for editors and admins
 * (decision 131); `applicant` is the applicant's own space; `guardian` is a
 * parent's or guardian's confirmation of a minor's acceptance (decision 135); `visits` is families'
 * campus visits and their manage links (decisions 141-143).
 */
export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  admin: router({
    ...admissionsProcedures,
    applications: adminApplicationsRouter,
    contacts: adminContactsRouter,
    team: adminTeamRouter,
    privacy: adminPrivacyRouter,
    intakes: adminIntakesRouter,
    letters: adminLettersRouter,
    arrivals: adminArrivalsRouter,
    visits: adminVisitsRouter,
    interviews: adminInterviewsRouter,
  }),
  content: contentRouter,
  submissions: submissionsRouter,
  intakes: publicIntakesRouter,
  applicant: applicantRouter,
  guardian: guardianRouter,
  visits: visitsRouter,
});

/** The API's type, which the web app imports (type only) for its tRPC client. */
export type AppRouter = typeof appRouter;
