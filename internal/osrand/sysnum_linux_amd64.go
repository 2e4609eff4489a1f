package osrand

// sysGetrandom is getrandom(2)'s system call number on linux/amd64 (package
// syscall does not define it for every architecture).
const sysGetrandom = 318
