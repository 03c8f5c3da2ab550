//! go-sgf: SGF text to a lossless property tree and back, and from that tree
//! to go-core's game records. Pure: it reads and writes bytes and strings,
//! never files.
