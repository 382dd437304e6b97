export * from './classIds';
export * from './batchProjection';
export * from './sessionProjection';
export * from './studentProjection';
export * from './attendanceProjection';
