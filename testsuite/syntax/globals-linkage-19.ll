; Global variables: every linkage, preemption, visibility, DLL storage,
; thread_local model, unnamed_addr, addrspace, externally_initialized.
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "globals-linkage-19.c"

@g.ext = global i32 1
@g.extdecl = external global i32
@g.private = private global i32 2
@g.internal = internal global i32 3
@g.avail = available_externally global i32 4
@g.linkonce = linkonce global i32 5
@g.weak = weak global i32 6
@g.common = common global i32 0
@g.appending = appending global [1 x i32] [i32 7]
@g.externweak = extern_weak global i32
@g.linkonceodr = linkonce_odr global i32 8
@g.weakodr = weak_odr global i32 9
@g.external = external global ptr

@g.dsolocal = dso_local global i32 10
@g.dsopre = dso_preemptable global i32 11
@g.hidden = hidden global i32 12
@g.protected = protected global i32 13
@g.default = default global i32 14
@g.dllimport = external dllimport global i32
@g.dllexport = dllexport global i32 15
@g.dllexport.weak = weak_odr dso_local dllexport global i32 16

@g.tls = thread_local global i32 17
@g.tls.ld = thread_local(localdynamic) global i32 19
@g.tls.ie = thread_local(initialexec) global i32 20
@g.tls.le = thread_local(localexec) global i32 21
@g.tls.ext = external thread_local(initialexec) global i32

@g.ua = unnamed_addr constant i32 22
@g.lua = local_unnamed_addr global i32 23
@g.as1 = addrspace(1) global i32 24
@g.as5 = private unnamed_addr addrspace(5) constant [2 x i8] c"hi"
@g.extinit = externally_initialized global i32 25
@g.everything = weak_odr hidden thread_local(localexec) unnamed_addr addrspace(3) externally_initialized global i64 26, section ".tdata.x", align 16

@g.const = constant float 1.0
@g.sect = global i32 0, section ".mysection"
@g.align = global i8 0, align 64
@g.attrs = global i32 0 #0
@g.attrs2 = global i32 0, section "s2", align 8 #1

attributes #0 = { "bss-section"="my.bss" "rodata-section"="my.rodata" }
attributes #1 = { "data-section"="my.data" }

; LLVM 19 only: code_model, sanitizer attributes, opaque pointers.
@g.ptr = global ptr @g.ext
@g.ptras = addrspace(1) global ptr addrspace(1) @g.as1
@g.cm.tiny = global i32 0, code_model "tiny"
@g.cm.small = global i32 0, code_model "small"
@g.cm.kernel = global i32 0, code_model "kernel"
@g.cm.medium = global i32 0, code_model "medium"
@g.cm.large = global i32 0, section "big", align 4, code_model "large"
@g.nsa = global i32 0, no_sanitize_address
@g.nsh = global i32 0, no_sanitize_hwaddress
@g.memtag = global i32 0, sanitize_memtag
@g.dyninit = global i32 0, sanitize_address_dyninit
@g.allsan = global i32 0, align 4, code_model "large", no_sanitize_address, no_sanitize_hwaddress, sanitize_address_dyninit
