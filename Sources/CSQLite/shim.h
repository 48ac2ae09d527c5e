#ifndef TESSERA_CSQLITE_SHIM_H
#define TESSERA_CSQLITE_SHIM_H
#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import. These
// helpers bind text and blobs (and return text from SQL functions) with it, so SQLite copies the
// bytes before the call returns.
static inline int tessera_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes) {
    return sqlite3_bind_text(statement, index, text, bytes, SQLITE_TRANSIENT);
}

static inline int tessera_sqlite3_bind_blob(sqlite3_stmt *statement, int index, const void *data, int bytes) {
    return sqlite3_bind_blob(statement, index, data, bytes, SQLITE_TRANSIENT);
}

static inline void tessera_sqlite3_result_text(sqlite3_context *context, const char *text, int bytes) {
    sqlite3_result_text(context, text, bytes, SQLITE_TRANSIENT);
}
#endif
