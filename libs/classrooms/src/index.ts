export * from './classrooms.module.js';
export * from './classrooms.service.js';
export * from './campus.guard.js';
export { ClassroomsClock } from './classrooms-clock.js';
export { ClassroomRosters, type ClassroomRosterRow } from './admin/classroom-rosters.service.js';
export { ClassroomsPersonalData } from './classrooms.personal-data.js';
