import { Dashboard } from '../features/dashboard/Dashboard.js';
import { SignInRequired } from '../features/dashboard/SignInRequired.js';

export function DashboardPage() {
  return (
    <>
      <title>Dashboard · Signpost</title>
      <h1 className="page-title">Dashboard</h1>
      <SignInRequired>{(user) => <Dashboard user={user} />}</SignInRequired>
    </>
  );
}
