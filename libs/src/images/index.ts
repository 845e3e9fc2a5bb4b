// Image decoding loads sharp (native, memory-hungry): only services that take images import this entry.
export * from './image-format';
export * from './image-renditions';
export * from './uploaded-image';
