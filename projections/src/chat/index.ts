export * from './chatProjections';
