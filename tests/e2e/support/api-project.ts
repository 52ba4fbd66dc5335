/** Projects for browser tests made over the API, so a test that changes a project's steps has one of its own. */
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_CAPTCHA } from '../../../playwright.config';
import { E2E_PASSWORD } from './sign-in';

const API = '/TP_PROJECT_SV/api/v1';

/** Signs an account in over the API (the e2e captcha answer) and answers the token. */
export async function apiToken(request: APIRequestContext, account: string): Promise<string> {
  const res = await request.post(`${API}/Member/Login_User`, { data: { account, authword: E2E_PASSWORD, captcha: E2E_CAPTCHA, client: `e2e-${account}-client` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Signs an account in over the API; answers its token and member id (for assignments and upload targets). */
export async function apiSignIn(request: APIRequestContext, account: string): Promise<{ token: string; id: number }> {
  const res = await request.post(`${API}/Member/Login_User`, { data: { account, authword: E2E_PASSWORD, captcha: E2E_CAPTCHA, client: `e2e-${account}-client` } });
  expect(res.ok()).toBe(true);
  const data = ((await res.json()) as { data: { token: string; position: { id: number } } }).data;
  return { token: data.token, id: data.position.id };
}

/** Makes a branch plan, a plan and a project of the caller's unit through the BGC calls; answers the project. */
export async function createProjectOverApi(request: APIRequestContext, token: string, label: string): Promise<{ id: number; name: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const stamp = `${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;
  const branch = await request.post(`${API}/BGC/Add_Branch_Plan`, { headers, data: { name: `${label}分支計畫${stamp}`, year: 2026 } });
  expect(branch.ok()).toBe(true);
  const branchId = ((await branch.json()) as { data: { id: number } }).data.id;
  const plan = await request.post(`${API}/BGC/Add_PLAN`, { headers, data: { branch_plan_id: branchId, name: `${label}計畫${stamp}`, year: 2026 } });
  expect(plan.ok()).toBe(true);
  const planId = ((await plan.json()) as { data: { id: number } }).data.id;
  const name = `${label} ${stamp}`;
  const project = await request.post(`${API}/BGC/Add_PROJECT`, {
    headers,
    data: { plan_id: planId, proj_number: `E2E-${stamp}`, proj_name: name, proj_year_range: ['2026', '2027'], proj_type: '建築工程', proj_total: '50000000' },
  });
  expect(project.ok()).toBe(true);
  return { id: ((await project.json()) as { data: { proj_id: number } }).data.proj_id, name };
}

/** Deletes a project made for a test (soft delete), so project lists in later tests count as before. */
export async function deleteProjectOverApi(request: APIRequestContext, token: string, projId: number): Promise<void> {
  const res = await request.patch(`${API}/BGC/Delete_PROJECT`, { headers: { authorization: `Bearer ${token}` }, data: { proj_id: projId } });
  expect(res.ok(), await res.text()).toBe(true);
}
