export * from './credentialStore';
export * from './delivery';
export * from './otpLogin';
export * from './sessions';
export * from './userDirectory';
export * from './routes';
export * from './phoneChange';
