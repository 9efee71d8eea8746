export { LeadershipTeam as default } from '@/components/content/leadership-team';
