/**
 * The JDK, Kotlin and Retrofit/OkHttp names that the JVM sample checker (jvm-check.ts) accepts
 * beside the SDK facts, and the keywords it skips.
 */

/**
 * Names from the JDK, the Kotlin standard library and Retrofit/OkHttp (the SDK's transport) that
 * samples may use. Kept short on purpose: a name outside both this list and the facts is reported.
 */
export const PLATFORM_TYPES = new Set([
  'String',
  'Long',
  'Integer',
  'Int',
  'Double',
  'Boolean',
  'Object',
  'Any',
  'Unit',
  'System',
  'List',
  'Map',
  'ArrayList',
  'HashMap',
  'Exception',
  'RuntimeException',
  'IllegalStateException',
  'IOException',
  'InterruptedException',
  'Response',
  'ResponseBody',
  'Thread',
  'Math',
  'Throwable',
  'Override',
  'Void',
]);
export const PLATFORM_METHODS = new Set([
  // java.lang / java.util and the Kotlin standard library
  'getenv',
  'println',
  'print',
  'printf',
  'format',
  'of',
  'listOf',
  'mapOf',
  'mutableListOf',
  'put',
  'add',
  'get',
  'getMessage',
  'toString',
  'error',
  'let',
  'also',
  'apply',
  'require',
  'requireNotNull',
  'use',
  'forEach',
  'main',
  'equals',
  'isEmpty',
  'string',
  // retrofit2.Call / retrofit2.Response / okhttp3.ResponseBody
  'execute',
  'enqueue',
  'isSuccessful',
  'body',
  'code',
  'errorBody',
  'message',
  'headers',
  // more of java.lang and the Kotlin standard library
  'currentTimeMillis',
  'sleep',
  'exit',
  'exitProcess',
  'parseLong',
  'substring',
  'lastIndexOf',
  'substringAfterLast',
  'toLong',
  // java.util.concurrent.CountDownLatch
  'countDown',
  'await',
]);
export const PLATFORM_IMPORTS = /^(java|javax|kotlin|retrofit2|okhttp3)\./;
export const KEYWORDS = new Set([
  'if',
  'for',
  'while',
  'when',
  'catch',
  'switch',
  'return',
  'throw',
  'new',
  'fun',
  'super',
  'this',
  'synchronized',
]);
