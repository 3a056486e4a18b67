export { PeopleAdminModule } from './people-admin.module.js';
