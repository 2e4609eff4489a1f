package org.uecc;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Locale;

/**
 * Loads libuecc_jni: from java.library.path (and, on Android, the app's
 * native libraries) with System.loadLibrary, or else from the copy that
 * uecc.jar carries for this platform, written to a temporary file first.
 */
final class NativeLibrary {
    private NativeLibrary() {}

    static final String NAME = "uecc_jni";

    static void load() {
        UnsatisfiedLinkError notOnPath;
        try {
            System.loadLibrary(NAME);
            return;
        } catch (UnsatisfiedLinkError e) {
            notOnPath = e;
        }
        String resource = resourceName();
        try {
            loadFromJar(resource);
        } catch (IOException | UnsatisfiedLinkError e) {
            UnsatisfiedLinkError err = new UnsatisfiedLinkError("lib" + NAME + " is neither on java.library.path ("
                    + notOnPath.getMessage() + ") nor loadable from the jar's " + resource + " (" + e + ")");
            err.initCause(e);
            throw err;
        }
    }

    /** The jar's copy for this platform: /org/uecc/native/linux-x86_64/libuecc_jni.so and kin. */
    static String resourceName() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        if (arch.equals("amd64")) {
            arch = "x86_64";
        }
        return "/org/uecc/native/" + os + "-" + arch + "/" + System.mapLibraryName(NAME);
    }

    private static void loadFromJar(String resource) throws IOException {
        InputStream in = NativeLibrary.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IOException("no such resource");
        }
        File file = File.createTempFile("libuecc_jni", ".so");
        try {
            try (OutputStream out = new FileOutputStream(file)) {
                byte[] buf = new byte[1 << 16];
                for (int n; (n = in.read(buf)) > 0; ) {
                    out.write(buf, 0, n);
                }
            } finally {
                in.close();
            }
            System.load(file.getAbsolutePath());
        } finally {
            // Once loaded, the library no longer needs its file.
            file.delete();
        }
    }
}
