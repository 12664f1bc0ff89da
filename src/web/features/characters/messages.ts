// The character screens' Spanish texts (SPEC sections 5 and 8).
export const NAME_REQUIRED = 'Por favor, ingresa un nombre para tu personaje';
export const DUPLICATE_NAME_TITLE = 'Nombre duplicado';
export const DUPLICATE_NAME_MESSAGE = 'Ya tienes un personaje con ese nombre. Por favor, elige otro nombre.';
export const NAME_SAVED = '¡Nombre guardado!';
export const CHARACTER_SAVED = '¡Personaje guardado!';
export const NOT_AUTHENTICATED = 'Usuario no autenticado';
export const NO_VALID_DATA = 'No hay datos válidos para guardar';
export const SAVE_ERROR_TITLE = 'Error al guardar';
export const SAVE_ERROR_MESSAGE = 'Hubo un problema al guardar el personaje';
export const PERMISSION_DENIED = 'Permiso denegado';
export const CHARACTER_NOT_FOUND = 'Personaje no encontrado';
export const DELETE_NOT_AUTHENTICATED = 'No autenticado';
/** How long the name step waits after '¡Nombre guardado!' before the next step (SPEC section 9). */
export const NAME_STEP_DELAY_MS = 1000;
/** Success toasts stay this long (SPEC section 9). */
export const SUCCESS_TOAST_MS = 1500;
