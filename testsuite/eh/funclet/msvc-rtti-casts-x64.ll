; MSVC RTTI under ehi: dynamic_cast through __RTDynamicCast and __RTCastToVoid
; (msvc_rtti.c) over single, multiple and virtual inheritance, cross casts,
; ambiguous and private bases, a failing reference cast (std::bad_cast, caught
; by catch (...)), a null pointer.  IR: msvc-rtti-casts.cpp, by
;   clang-19 -S -emit-llvm -x c++ -std=c++17 -nostdinc -fexceptions -fcxx-exceptions
;     -fno-stack-protector -fno-threadsafe-statics --target=x86_64-pc-windows-msvc -O0
; Expected output: the same source built natively (x86_64 Linux, clang++-14 -O0
; and clang++-19 -O2, Itanium RTTI): what each cast yields is the language's.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: down A->MI 1
; CHECK-NEXT: down C->MI 1
; CHECK-NEXT: cross A->C 1 3
; CHECK-NEXT: cross C->B 1 2
; CHECK-NEXT: void* from C 1
; CHECK-NEXT: wrong A->D 0
; CHECK-NEXT: virtual V->D 1 8
; CHECK-NEXT: virtual V->R 1 7
; CHECK-NEXT: cross L->R 1
; CHECK-NEXT: void* from V 1
; CHECK-NEXT: V of a plain L ->R 0, ->L 1
; CHECK-NEXT: A in B ->AA 1
; CHECK-NEXT: cross B->X 1
; CHECK-NEXT: cross C->ambiguous A 0, ->B 1
; CHECK-NEXT: private base A->P 0
; CHECK-NEXT: private C ->Q 0, ->B 0
; CHECK-NEXT: A of Q ->Q 1
; CHECK-NEXT: bad_cast caught
; CHECK-NEXT: null 0
; CHECK-NEXT: status 0
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%rtti.TypeDescriptor8 = type { ptr, ptr, [9 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.MI = type { %struct.B, %struct.C, i32 }
%struct.B = type { %struct.A, i32 }
%struct.A = type { ptr, i32 }
%struct.C = type { ptr, i32 }
%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.L.base = type { ptr, i32 }
%struct.R.base = type { ptr, i32 }
%struct.V = type { ptr, i32 }
%struct.L = type { ptr, i32, %struct.V }
%struct.AA = type { %struct.B, %struct.X, %struct.C, i32 }
%struct.X = type { %struct.A, i32 }
%struct.P = type { %struct.A, i32 }
%struct.Q = type { %struct.B, %struct.C, i32 }
%struct.R = type { ptr, i32, %struct.V }

$"??0MI@@QEAA@XZ" = comdat any

$"??0D@@QEAA@XZ" = comdat any

$"??0L@@QEAA@XZ" = comdat any

$"??0AA@@QEAA@XZ" = comdat any

$"??0P@@QEAA@XZ" = comdat any

$"?self@P@@QEAAPEAUA@@XZ" = comdat any

$"??0Q@@QEAA@XZ" = comdat any

$"?asc@Q@@QEAAPEAUC@@XZ" = comdat any

$"??1Q@@UEAA@XZ" = comdat any

$"??1P@@UEAA@XZ" = comdat any

$"??1AA@@UEAA@XZ" = comdat any

$"??_DL@@QEAAXXZ" = comdat any

$"??_DD@@QEAAXXZ" = comdat any

$"??1MI@@UEAA@XZ" = comdat any

$"??0B@@QEAA@XZ" = comdat any

$"??0C@@QEAA@XZ" = comdat any

$"??_GMI@@UEAAPEAXI@Z" = comdat any

$"??_EMI@@WBI@EAAPEAXI@Z" = comdat any

$"??0A@@QEAA@XZ" = comdat any

$"??_GB@@UEAAPEAXI@Z" = comdat any

$"??_GA@@UEAAPEAXI@Z" = comdat any

$"??1A@@UEAA@XZ" = comdat any

$"??1B@@UEAA@XZ" = comdat any

$"??_GC@@UEAAPEAXI@Z" = comdat any

$"??1C@@UEAA@XZ" = comdat any

$"??0V@@QEAA@XZ" = comdat any

$"??0R@@QEAA@XZ" = comdat any

$"??_GD@@UEAAPEAXI@Z" = comdat any

$"??_GV@@UEAAPEAXI@Z" = comdat any

$"??1V@@UEAA@XZ" = comdat any

$"??_GR@@UEAAPEAXI@Z" = comdat any

$"??_DR@@QEAAXXZ" = comdat any

$"??1R@@UEAA@XZ" = comdat any

$"??_GL@@UEAAPEAXI@Z" = comdat any

$"??0X@@QEAA@XZ" = comdat any

$"??_GAA@@UEAAPEAXI@Z" = comdat any

$"??_EAA@@WBI@EAAPEAXI@Z" = comdat any

$"??_EAA@@WDA@EAAPEAXI@Z" = comdat any

$"??_GX@@UEAAPEAXI@Z" = comdat any

$"??1X@@UEAA@XZ" = comdat any

$"??_GP@@UEAAPEAXI@Z" = comdat any

$"??_GQ@@UEAAPEAXI@Z" = comdat any

$"??_EQ@@WBI@EAAPEAXI@Z" = comdat any

$"??1L@@UEAA@XZ" = comdat any

$"??1D@@UEAA@XZ" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"??_R0?AUMI@@@8" = comdat any

$"??_C@_0P@MGEJFBBM@down?5A?9?$DOMI?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUC@@@8" = comdat any

$"??_C@_0P@MCLMIBCB@down?5C?9?$DOMI?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@MDLKIKGO@cross?5A?9?$DOC?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_C@_0BC@DIPKAALC@cross?5C?9?$DOB?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@FFJCHBPA@void?$CK?5from?5C?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUD@@@8" = comdat any

$"??_C@_0P@EEDBGDJI@wrong?5A?9?$DOD?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUV@@@8" = comdat any

$"??_C@_0BE@OBCIAJBP@virtual?5V?9?$DOD?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUR@@@8" = comdat any

$"??_C@_0BE@DOPCDCOE@virtual?5V?9?$DOR?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUL@@@8" = comdat any

$"??_C@_0P@CCHHMEDO@cross?5L?9?$DOR?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@GIJOCNI@void?$CK?5from?5V?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BP@PKLKLIDO@V?5of?5a?5plain?5L?5?9?$DOR?5?$CFd?0?5?9?$DOL?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUAA@@@8" = comdat any

$"??_C@_0BA@DCNMELBP@A?5in?5B?5?9?$DOAA?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUX@@@8" = comdat any

$"??_C@_0P@ELCODMMK@cross?5B?9?$DOX?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CB@GPIIKADF@cross?5C?9?$DOambiguous?5A?5?$CFd?0?5?9?$DOB?5?$CFd?6@" = comdat any

$"??_R0?AUP@@@8" = comdat any

$"??_C@_0BG@KJCDOPJI@private?5base?5A?9?$DOP?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUQ@@@8" = comdat any

$"??_C@_0BK@JLJBPHAN@private?5C?5?9?$DOQ?5?$CFd?0?5?9?$DOB?5?$CFd?6?$AA@" = comdat any

$"??_C@_0P@JEPOILHA@A?5of?5Q?5?9?$DOQ?5?$CFd?6?$AA@" = comdat any

$"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@PBLNKPPO@bad_cast?5caught?6?$AA@" = comdat any

$"??_C@_08LJNLDMFN@null?5?$CFd?6?$AA@" = comdat any

$"??_7MI@@6BB@@@" = comdat largest

$"??_7MI@@6BC@@@" = comdat largest

$"??_R4MI@@6BB@@@" = comdat any

$"??_R3MI@@8" = comdat any

$"??_R2MI@@8" = comdat any

$"??_R1A@?0A@EA@MI@@8" = comdat any

$"??_R1A@?0A@EA@B@@8" = comdat any

$"??_R3B@@8" = comdat any

$"??_R2B@@8" = comdat any

$"??_R1A@?0A@EA@A@@8" = comdat any

$"??_R3A@@8" = comdat any

$"??_R2A@@8" = comdat any

$"??_R1BI@?0A@EA@C@@8" = comdat any

$"??_R3C@@8" = comdat any

$"??_R2C@@8" = comdat any

$"??_R1A@?0A@EA@C@@8" = comdat any

$"??_R4MI@@6BC@@@" = comdat any

$"??_7B@@6B@" = comdat largest

$"??_R4B@@6B@" = comdat any

$"??_7A@@6B@" = comdat largest

$"??_R4A@@6B@" = comdat any

$"??_7C@@6B@" = comdat largest

$"??_R4C@@6B@" = comdat any

$"??_8D@@7BL@@@" = comdat any

$"??_8D@@7BR@@@" = comdat any

$"??_7D@@6B@" = comdat largest

$"??_R4D@@6B@" = comdat any

$"??_R3D@@8" = comdat any

$"??_R2D@@8" = comdat any

$"??_R1A@?0A@EA@D@@8" = comdat any

$"??_R1A@?0A@EA@L@@8" = comdat any

$"??_R3L@@8" = comdat any

$"??_R2L@@8" = comdat any

$"??_R1A@A@3FA@V@@8" = comdat any

$"??_R3V@@8" = comdat any

$"??_R2V@@8" = comdat any

$"??_R1A@?0A@EA@V@@8" = comdat any

$"??_R1BA@?0A@EA@R@@8" = comdat any

$"??_R3R@@8" = comdat any

$"??_R2R@@8" = comdat any

$"??_R1A@?0A@EA@R@@8" = comdat any

$"??_7V@@6B@" = comdat largest

$"??_R4V@@6B@" = comdat any

$"??_8R@@7B@" = comdat any

$"??_7R@@6B@" = comdat largest

$"??_R4R@@6B@" = comdat any

$"??_8L@@7B@" = comdat any

$"??_7L@@6B@" = comdat largest

$"??_R4L@@6B@" = comdat any

$"??_7AA@@6BB@@@" = comdat largest

$"??_7AA@@6BX@@@" = comdat largest

$"??_7AA@@6BC@@@" = comdat largest

$"??_R4AA@@6BB@@@" = comdat any

$"??_R3AA@@8" = comdat any

$"??_R2AA@@8" = comdat any

$"??_R1A@?0A@EA@AA@@8" = comdat any

$"??_R1A@?0A@EC@A@@8" = comdat any

$"??_R1BI@?0A@EA@X@@8" = comdat any

$"??_R3X@@8" = comdat any

$"??_R2X@@8" = comdat any

$"??_R1A@?0A@EA@X@@8" = comdat any

$"??_R1BI@?0A@EC@A@@8" = comdat any

$"??_R1DA@?0A@EA@C@@8" = comdat any

$"??_R4AA@@6BX@@@" = comdat any

$"??_R4AA@@6BC@@@" = comdat any

$"??_7X@@6B@" = comdat largest

$"??_R4X@@6B@" = comdat any

$"??_7P@@6B@" = comdat largest

$"??_R4P@@6B@" = comdat any

$"??_R3P@@8" = comdat any

$"??_R2P@@8" = comdat any

$"??_R1A@?0A@EA@P@@8" = comdat any

$"??_R1A@?0A@EN@A@@8" = comdat any

$"??_7Q@@6BB@@@" = comdat largest

$"??_7Q@@6BC@@@" = comdat largest

$"??_R4Q@@6BB@@@" = comdat any

$"??_R3Q@@8" = comdat any

$"??_R2Q@@8" = comdat any

$"??_R1A@?0A@EA@Q@@8" = comdat any

$"??_R1BI@?0A@EN@C@@8" = comdat any

$"??_R4Q@@6BC@@@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUA@@\00" }, comdat
@"??_R0?AUMI@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".?AUMI@@\00" }, comdat
@"??_C@_0P@MGEJFBBM@down?5A?9?$DOMI?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"down A->MI %d\0A\00", comdat, align 1
@"??_R0?AUC@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUC@@\00" }, comdat
@"??_C@_0P@MCLMIBCB@down?5C?9?$DOMI?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"down C->MI %d\0A\00", comdat, align 1
@"??_C@_0BC@MDLKIKGO@cross?5A?9?$DOC?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"cross A->C %d %d\0A\00", comdat, align 1
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_C@_0BC@DIPKAALC@cross?5C?9?$DOB?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"cross C->B %d %d\0A\00", comdat, align 1
@"??_C@_0BB@FFJCHBPA@void?$CK?5from?5C?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"void* from C %d\0A\00", comdat, align 1
@"??_R0?AUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUD@@\00" }, comdat
@"??_C@_0P@EEDBGDJI@wrong?5A?9?$DOD?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"wrong A->D %d\0A\00", comdat, align 1
@"??_R0?AUV@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUV@@\00" }, comdat
@"??_C@_0BE@OBCIAJBP@virtual?5V?9?$DOD?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"virtual V->D %d %d\0A\00", comdat, align 1
@"??_R0?AUR@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUR@@\00" }, comdat
@"??_C@_0BE@DOPCDCOE@virtual?5V?9?$DOR?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"virtual V->R %d %d\0A\00", comdat, align 1
@"??_R0?AUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUL@@\00" }, comdat
@"??_C@_0P@CCHHMEDO@cross?5L?9?$DOR?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"cross L->R %d\0A\00", comdat, align 1
@"??_C@_0BB@GIJOCNI@void?$CK?5from?5V?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"void* from V %d\0A\00", comdat, align 1
@"??_C@_0BP@PKLKLIDO@V?5of?5a?5plain?5L?5?9?$DOR?5?$CFd?0?5?9?$DOL?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"V of a plain L ->R %d, ->L %d\0A\00", comdat, align 1
@"??_R0?AUAA@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".?AUAA@@\00" }, comdat
@"??_C@_0BA@DCNMELBP@A?5in?5B?5?9?$DOAA?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"A in B ->AA %d\0A\00", comdat, align 1
@"??_R0?AUX@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUX@@\00" }, comdat
@"??_C@_0P@ELCODMMK@cross?5B?9?$DOX?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"cross B->X %d\0A\00", comdat, align 1
@"??_C@_0CB@GPIIKADF@cross?5C?9?$DOambiguous?5A?5?$CFd?0?5?9?$DOB?5?$CFd?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"cross C->ambiguous A %d, ->B %d\0A\00", comdat, align 1
@"??_R0?AUP@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUP@@\00" }, comdat
@"??_C@_0BG@KJCDOPJI@private?5base?5A?9?$DOP?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"private base A->P %d\0A\00", comdat, align 1
@"??_R0?AUQ@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUQ@@\00" }, comdat
@"??_C@_0BK@JLJBPHAN@private?5C?5?9?$DOQ?5?$CFd?0?5?9?$DOB?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"private C ->Q %d, ->B %d\0A\00", comdat, align 1
@"??_C@_0P@JEPOILHA@A?5of?5Q?5?9?$DOQ?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"A of Q ->Q %d\0A\00", comdat, align 1
@"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %d\0A\00", comdat, align 1
@"??_C@_0BB@PBLNKPPO@bad_cast?5caught?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"bad_cast caught\0A\00", comdat, align 1
@"??_C@_08LJNLDMFN@null?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"null %d\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4MI@@6BB@@@", ptr @"??_GMI@@UEAAPEAXI@Z"] }, comdat($"??_7MI@@6BB@@@")
@1 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4MI@@6BC@@@", ptr @"??_EMI@@WBI@EAAPEAXI@Z"] }, comdat($"??_7MI@@6BC@@@")
@"??_R4MI@@6BB@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUMI@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3MI@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4MI@@6BB@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@__ImageBase = external dso_local constant i8
@"??_R3MI@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2MI@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2MI@@8" = linkonce_odr constant [5 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@MI@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1BI@?0A@EA@C@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@MI@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUMI@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 3, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3MI@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3B@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2B@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3A@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2A@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1BI@?0A@EA@C@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUC@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 24, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3C@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3C@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2C@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2C@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@C@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@C@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUC@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3C@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R4MI@@6BC@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 24, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUMI@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3MI@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4MI@@6BC@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@2 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4B@@6B@", ptr @"??_GB@@UEAAPEAXI@Z"] }, comdat($"??_7B@@6B@")
@"??_R4B@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4B@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@3 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4A@@6B@", ptr @"??_GA@@UEAAPEAXI@Z"] }, comdat($"??_7A@@6B@")
@"??_R4A@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4A@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@4 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4C@@6B@", ptr @"??_GC@@UEAAPEAXI@Z"] }, comdat($"??_7C@@6B@")
@"??_R4C@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUC@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3C@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4C@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_8D@@7BL@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 40], comdat, align 4
@"??_8D@@7BR@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 24], comdat, align 4
@5 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4D@@6B@", ptr @"??_GD@@UEAAPEAXI@Z"] }, comdat($"??_7D@@6B@")
@"??_R4D@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 40, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4D@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 3, i32 5, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2D@@8" = linkonce_odr constant [6 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1BA@?0A@EA@R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 4, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@L@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUL@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3L@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2L@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@A@3FA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUV@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 0, i32 4, i32 80, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3V@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2V@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUV@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1BA@?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUR@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 16, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3R@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2R@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@A@3FA@V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUR@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@6 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4V@@6B@", ptr @"??_GV@@UEAAPEAXI@Z"] }, comdat($"??_7V@@6B@")
@"??_R4V@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUV@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3V@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4V@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_8R@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@7 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4R@@6B@", ptr @"??_GR@@UEAAPEAXI@Z"] }, comdat($"??_7R@@6B@")
@"??_R4R@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUR@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3R@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4R@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_8L@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 16], comdat, align 4
@8 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4L@@6B@", ptr @"??_GL@@UEAAPEAXI@Z"] }, comdat($"??_7L@@6B@")
@"??_R4L@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUL@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3L@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4L@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@9 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4AA@@6BB@@@", ptr @"??_GAA@@UEAAPEAXI@Z"] }, comdat($"??_7AA@@6BB@@@")
@10 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4AA@@6BX@@@", ptr @"??_EAA@@WBI@EAAPEAXI@Z"] }, comdat($"??_7AA@@6BX@@@")
@11 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4AA@@6BC@@@", ptr @"??_EAA@@WDA@EAAPEAXI@Z"] }, comdat($"??_7AA@@6BC@@@")
@"??_R4AA@@6BB@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUAA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3AA@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4AA@@6BB@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3AA@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 5, i32 6, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2AA@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2AA@@8" = linkonce_odr constant [7 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@AA@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EC@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1BI@?0A@EA@X@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1BI@?0A@EC@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1DA@?0A@EA@C@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@AA@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUAA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 5, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3AA@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EC@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 66, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1BI@?0A@EA@X@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUX@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 24, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3X@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3X@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2X@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2X@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@X@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@X@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUX@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3X@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1BI@?0A@EC@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 24, i32 -1, i32 0, i32 66, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1DA@?0A@EA@C@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUC@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 48, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3C@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R4AA@@6BX@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 24, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUAA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3AA@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4AA@@6BX@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R4AA@@6BC@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 48, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUAA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3AA@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4AA@@6BC@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@12 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4X@@6B@", ptr @"??_GX@@UEAAPEAXI@Z"] }, comdat($"??_7X@@6B@")
@"??_R4X@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUX@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3X@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4X@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@13 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4P@@6B@", ptr @"??_GP@@UEAAPEAXI@Z"] }, comdat($"??_7P@@6B@")
@"??_R4P@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUP@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3P@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4P@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3P@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2P@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2P@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@P@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EN@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@P@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUP@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3P@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EN@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 77, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@14 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Q@@6BB@@@", ptr @"??_GQ@@UEAAPEAXI@Z"] }, comdat($"??_7Q@@6BB@@@")
@15 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Q@@6BC@@@", ptr @"??_EQ@@WBI@EAAPEAXI@Z"] }, comdat($"??_7Q@@6BC@@@")
@"??_R4Q@@6BB@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUQ@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Q@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Q@@6BB@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3Q@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Q@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Q@@8" = linkonce_odr constant [5 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Q@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1BI@?0A@EN@C@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Q@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUQ@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 3, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Q@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1BI@?0A@EN@C@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUC@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 24, i32 -1, i32 0, i32 77, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3C@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R4Q@@6BC@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 24, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUQ@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Q@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Q@@6BC@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat

@"??_7MI@@6BB@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7MI@@6BC@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7B@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @2, i32 0, i32 0, i32 1)
@"??_7A@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @3, i32 0, i32 0, i32 1)
@"??_7C@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @4, i32 0, i32 0, i32 1)
@"??_7D@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @5, i32 0, i32 0, i32 1)
@"??_7V@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @6, i32 0, i32 0, i32 1)
@"??_7R@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @7, i32 0, i32 0, i32 1)
@"??_7L@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @8, i32 0, i32 0, i32 1)
@"??_7AA@@6BB@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @9, i32 0, i32 0, i32 1)
@"??_7AA@@6BX@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @10, i32 0, i32 0, i32 1)
@"??_7AA@@6BC@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @11, i32 0, i32 0, i32 1)
@"??_7X@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @12, i32 0, i32 0, i32 1)
@"??_7P@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @13, i32 0, i32 0, i32 1)
@"??_7Q@@6BB@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @14, i32 0, i32 0, i32 1)
@"??_7Q@@6BC@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [2 x ptr] }, ptr @15, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.MI, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.D, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.L, align 8
  %9 = alloca %struct.AA, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca %struct.P, align 8
  %13 = alloca %struct.Q, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %16 = call noundef ptr @"??0MI@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %2) #5
  store ptr %2, ptr %3, align 8
  %17 = icmp eq ptr %2, null
  br i1 %17, label %20, label %18

18:                                               ; preds = %0
  %19 = getelementptr inbounds i8, ptr %2, i64 24
  br label %20

20:                                               ; preds = %18, %0
  %21 = phi ptr [ %19, %18 ], [ null, %0 ]
  store ptr %21, ptr %4, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = invoke ptr @__RTDynamicCast(ptr %22, i32 0, ptr @"??_R0?AUA@@@8", ptr @"??_R0?AUMI@@@8", i32 0)
          to label %24 unwind label %310

24:                                               ; preds = %20
  br label %25

25:                                               ; preds = %24
  %26 = icmp eq ptr %23, %2
  %27 = zext i1 %26 to i32
  %28 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@MGEJFBBM@down?5A?9?$DOMI?5?$CFd?6?$AA@", i32 noundef %27)
          to label %29 unwind label %310

29:                                               ; preds = %25
  %30 = load ptr, ptr %4, align 8
  %31 = invoke ptr @__RTDynamicCast(ptr %30, i32 0, ptr @"??_R0?AUC@@@8", ptr @"??_R0?AUMI@@@8", i32 0)
          to label %32 unwind label %310

32:                                               ; preds = %29
  br label %33

33:                                               ; preds = %32
  %34 = icmp eq ptr %31, %2
  %35 = zext i1 %34 to i32
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@MCLMIBCB@down?5C?9?$DOMI?5?$CFd?6?$AA@", i32 noundef %35)
          to label %37 unwind label %310

37:                                               ; preds = %33
  %38 = load ptr, ptr %3, align 8
  %39 = invoke ptr @__RTDynamicCast(ptr %38, i32 0, ptr @"??_R0?AUA@@@8", ptr @"??_R0?AUC@@@8", i32 0)
          to label %40 unwind label %310

40:                                               ; preds = %37
  br label %41

41:                                               ; preds = %40
  %42 = getelementptr inbounds %struct.C, ptr %39, i32 0, i32 1
  %43 = load i32, ptr %42, align 8
  %44 = load ptr, ptr %3, align 8
  %45 = invoke ptr @__RTDynamicCast(ptr %44, i32 0, ptr @"??_R0?AUA@@@8", ptr @"??_R0?AUC@@@8", i32 0)
          to label %46 unwind label %310

46:                                               ; preds = %41
  br label %47

47:                                               ; preds = %46
  %48 = load ptr, ptr %4, align 8
  %49 = icmp eq ptr %45, %48
  %50 = zext i1 %49 to i32
  %51 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@MDLKIKGO@cross?5A?9?$DOC?5?$CFd?5?$CFd?6?$AA@", i32 noundef %50, i32 noundef %43)
          to label %52 unwind label %310

52:                                               ; preds = %47
  %53 = load ptr, ptr %4, align 8
  %54 = invoke ptr @__RTDynamicCast(ptr %53, i32 0, ptr @"??_R0?AUC@@@8", ptr @"??_R0?AUB@@@8", i32 0)
          to label %55 unwind label %310

55:                                               ; preds = %52
  br label %56

56:                                               ; preds = %55
  %57 = getelementptr inbounds %struct.B, ptr %54, i32 0, i32 1
  %58 = load i32, ptr %57, align 8
  %59 = load ptr, ptr %4, align 8
  %60 = invoke ptr @__RTDynamicCast(ptr %59, i32 0, ptr @"??_R0?AUC@@@8", ptr @"??_R0?AUB@@@8", i32 0)
          to label %61 unwind label %310

61:                                               ; preds = %56
  br label %62

62:                                               ; preds = %61
  %63 = icmp eq ptr %60, %2
  %64 = zext i1 %63 to i32
  %65 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@DIPKAALC@cross?5C?9?$DOB?5?$CFd?5?$CFd?6?$AA@", i32 noundef %64, i32 noundef %58)
          to label %66 unwind label %310

66:                                               ; preds = %62
  %67 = load ptr, ptr %4, align 8
  %68 = call ptr @__RTCastToVoid(ptr %67)
  br label %69

69:                                               ; preds = %66
  %70 = icmp eq ptr %68, %2
  %71 = zext i1 %70 to i32
  %72 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@FFJCHBPA@void?$CK?5from?5C?5?$CFd?6?$AA@", i32 noundef %71)
          to label %73 unwind label %310

73:                                               ; preds = %69
  %74 = load ptr, ptr %3, align 8
  %75 = invoke ptr @__RTDynamicCast(ptr %74, i32 0, ptr @"??_R0?AUA@@@8", ptr @"??_R0?AUD@@@8", i32 0)
          to label %76 unwind label %310

76:                                               ; preds = %73
  br label %77

77:                                               ; preds = %76
  %78 = invoke noundef i32 @"?ok@@YAHPEBX@Z"(ptr noundef %75)
          to label %79 unwind label %310

79:                                               ; preds = %77
  %80 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@EEDBGDJI@wrong?5A?9?$DOD?5?$CFd?6?$AA@", i32 noundef %78)
          to label %81 unwind label %310

81:                                               ; preds = %79
  %82 = call noundef ptr @"??0D@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %5, i32 noundef 1) #5
  %83 = icmp eq ptr %5, null
  br i1 %83, label %92, label %84

84:                                               ; preds = %81
  %85 = getelementptr inbounds i8, ptr %5, i64 0
  %86 = load ptr, ptr %85, align 8
  %87 = getelementptr inbounds i32, ptr %86, i32 1
  %88 = load i32, ptr %87, align 4
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 0, %89
  %91 = getelementptr inbounds i8, ptr %5, i64 %90
  br label %92

92:                                               ; preds = %84, %81
  %93 = phi ptr [ %91, %84 ], [ null, %81 ]
  store ptr %93, ptr %6, align 8
  store ptr %5, ptr %7, align 8
  %94 = load ptr, ptr %6, align 8
  %95 = invoke ptr @__RTDynamicCast(ptr %94, i32 0, ptr @"??_R0?AUV@@@8", ptr @"??_R0?AUD@@@8", i32 0)
          to label %96 unwind label %308

96:                                               ; preds = %92
  br label %97

97:                                               ; preds = %96
  %98 = getelementptr inbounds %struct.D, ptr %95, i32 0, i32 2
  %99 = load i32, ptr %98, align 8
  %100 = load ptr, ptr %6, align 8
  %101 = invoke ptr @__RTDynamicCast(ptr %100, i32 0, ptr @"??_R0?AUV@@@8", ptr @"??_R0?AUD@@@8", i32 0)
          to label %102 unwind label %308

102:                                              ; preds = %97
  br label %103

103:                                              ; preds = %102
  %104 = icmp eq ptr %101, %5
  %105 = zext i1 %104 to i32
  %106 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@OBCIAJBP@virtual?5V?9?$DOD?5?$CFd?5?$CFd?6?$AA@", i32 noundef %105, i32 noundef %99)
          to label %107 unwind label %308

107:                                              ; preds = %103
  %108 = load ptr, ptr %6, align 8
  %109 = invoke ptr @__RTDynamicCast(ptr %108, i32 0, ptr @"??_R0?AUV@@@8", ptr @"??_R0?AUR@@@8", i32 0)
          to label %110 unwind label %308

110:                                              ; preds = %107
  br label %111

111:                                              ; preds = %110
  %112 = getelementptr inbounds %struct.R, ptr %109, i32 0, i32 1
  %113 = load i32, ptr %112, align 8
  %114 = load ptr, ptr %6, align 8
  %115 = invoke ptr @__RTDynamicCast(ptr %114, i32 0, ptr @"??_R0?AUV@@@8", ptr @"??_R0?AUR@@@8", i32 0)
          to label %116 unwind label %308

116:                                              ; preds = %111
  br label %117

117:                                              ; preds = %116
  %118 = icmp eq ptr %5, null
  br i1 %118, label %121, label %119

119:                                              ; preds = %117
  %120 = getelementptr inbounds i8, ptr %5, i64 16
  br label %121

121:                                              ; preds = %119, %117
  %122 = phi ptr [ %120, %119 ], [ null, %117 ]
  %123 = icmp eq ptr %115, %122
  %124 = zext i1 %123 to i32
  %125 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@DOPCDCOE@virtual?5V?9?$DOR?5?$CFd?5?$CFd?6?$AA@", i32 noundef %124, i32 noundef %113)
          to label %126 unwind label %308

126:                                              ; preds = %121
  %127 = load ptr, ptr %7, align 8
  %128 = icmp eq ptr %127, null
  br i1 %128, label %140, label %129

129:                                              ; preds = %126
  %130 = getelementptr inbounds i8, ptr %127, i64 0
  %131 = load ptr, ptr %130, align 8
  %132 = getelementptr inbounds i32, ptr %131, i32 1
  %133 = load i32, ptr %132, align 4
  %134 = sext i32 %133 to i64
  %135 = add nsw i64 0, %134
  %136 = getelementptr inbounds i8, ptr %127, i64 %135
  %137 = trunc i64 %135 to i32
  %138 = invoke ptr @__RTDynamicCast(ptr %136, i32 %137, ptr @"??_R0?AUL@@@8", ptr @"??_R0?AUR@@@8", i32 0)
          to label %139 unwind label %308

139:                                              ; preds = %129
  br label %141

140:                                              ; preds = %126
  br label %141

141:                                              ; preds = %140, %139
  %142 = phi ptr [ %138, %139 ], [ null, %140 ]
  %143 = icmp eq ptr %5, null
  br i1 %143, label %146, label %144

144:                                              ; preds = %141
  %145 = getelementptr inbounds i8, ptr %5, i64 16
  br label %146

146:                                              ; preds = %144, %141
  %147 = phi ptr [ %145, %144 ], [ null, %141 ]
  %148 = icmp eq ptr %142, %147
  %149 = zext i1 %148 to i32
  %150 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@CCHHMEDO@cross?5L?9?$DOR?5?$CFd?6?$AA@", i32 noundef %149)
          to label %151 unwind label %308

151:                                              ; preds = %146
  %152 = load ptr, ptr %6, align 8
  %153 = call ptr @__RTCastToVoid(ptr %152)
  br label %154

154:                                              ; preds = %151
  %155 = icmp eq ptr %153, %5
  %156 = zext i1 %155 to i32
  %157 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@GIJOCNI@void?$CK?5from?5V?5?$CFd?6?$AA@", i32 noundef %156)
          to label %158 unwind label %308

158:                                              ; preds = %154
  %159 = call noundef ptr @"??0L@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 1) #5
  %160 = icmp eq ptr %8, null
  br i1 %160, label %169, label %161

161:                                              ; preds = %158
  %162 = getelementptr inbounds i8, ptr %8, i64 0
  %163 = load ptr, ptr %162, align 8
  %164 = getelementptr inbounds i32, ptr %163, i32 1
  %165 = load i32, ptr %164, align 4
  %166 = sext i32 %165 to i64
  %167 = add nsw i64 0, %166
  %168 = getelementptr inbounds i8, ptr %8, i64 %167
  br label %169

169:                                              ; preds = %161, %158
  %170 = phi ptr [ %168, %161 ], [ null, %158 ]
  %171 = invoke ptr @__RTDynamicCast(ptr %170, i32 0, ptr @"??_R0?AUV@@@8", ptr @"??_R0?AUL@@@8", i32 0)
          to label %172 unwind label %306

172:                                              ; preds = %169
  br label %173

173:                                              ; preds = %172
  %174 = icmp eq ptr %171, %8
  %175 = zext i1 %174 to i32
  %176 = icmp eq ptr %8, null
  br i1 %176, label %185, label %177

177:                                              ; preds = %173
  %178 = getelementptr inbounds i8, ptr %8, i64 0
  %179 = load ptr, ptr %178, align 8
  %180 = getelementptr inbounds i32, ptr %179, i32 1
  %181 = load i32, ptr %180, align 4
  %182 = sext i32 %181 to i64
  %183 = add nsw i64 0, %182
  %184 = getelementptr inbounds i8, ptr %8, i64 %183
  br label %185

185:                                              ; preds = %177, %173
  %186 = phi ptr [ %184, %177 ], [ null, %173 ]
  %187 = invoke ptr @__RTDynamicCast(ptr %186, i32 0, ptr @"??_R0?AUV@@@8", ptr @"??_R0?AUR@@@8", i32 0)
          to label %188 unwind label %306

188:                                              ; preds = %185
  br label %189

189:                                              ; preds = %188
  %190 = invoke noundef i32 @"?ok@@YAHPEBX@Z"(ptr noundef %187)
          to label %191 unwind label %306

191:                                              ; preds = %189
  %192 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@PKLKLIDO@V?5of?5a?5plain?5L?5?9?$DOR?5?$CFd?0?5?9?$DOL?5?$CFd?6?$AA@", i32 noundef %190, i32 noundef %175)
          to label %193 unwind label %306

193:                                              ; preds = %191
  %194 = call noundef ptr @"??0AA@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(72) %9) #5
  store ptr %9, ptr %10, align 8
  %195 = load ptr, ptr %10, align 8
  store ptr %195, ptr %11, align 8
  %196 = load ptr, ptr %11, align 8
  %197 = invoke ptr @__RTDynamicCast(ptr %196, i32 0, ptr @"??_R0?AUA@@@8", ptr @"??_R0?AUAA@@@8", i32 0)
          to label %198 unwind label %304

198:                                              ; preds = %193
  br label %199

199:                                              ; preds = %198
  %200 = icmp eq ptr %197, %9
  %201 = zext i1 %200 to i32
  %202 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@DCNMELBP@A?5in?5B?5?9?$DOAA?5?$CFd?6?$AA@", i32 noundef %201)
          to label %203 unwind label %304

203:                                              ; preds = %199
  %204 = load ptr, ptr %10, align 8
  %205 = invoke ptr @__RTDynamicCast(ptr %204, i32 0, ptr @"??_R0?AUB@@@8", ptr @"??_R0?AUX@@@8", i32 0)
          to label %206 unwind label %304

206:                                              ; preds = %203
  br label %207

207:                                              ; preds = %206
  %208 = icmp eq ptr %9, null
  br i1 %208, label %211, label %209

209:                                              ; preds = %207
  %210 = getelementptr inbounds i8, ptr %9, i64 24
  br label %211

211:                                              ; preds = %209, %207
  %212 = phi ptr [ %210, %209 ], [ null, %207 ]
  %213 = icmp eq ptr %205, %212
  %214 = zext i1 %213 to i32
  %215 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@ELCODMMK@cross?5B?9?$DOX?5?$CFd?6?$AA@", i32 noundef %214)
          to label %216 unwind label %304

216:                                              ; preds = %211
  %217 = icmp eq ptr %9, null
  br i1 %217, label %220, label %218

218:                                              ; preds = %216
  %219 = getelementptr inbounds i8, ptr %9, i64 48
  br label %220

220:                                              ; preds = %218, %216
  %221 = phi ptr [ %219, %218 ], [ null, %216 ]
  %222 = invoke ptr @__RTDynamicCast(ptr %221, i32 0, ptr @"??_R0?AUC@@@8", ptr @"??_R0?AUB@@@8", i32 0)
          to label %223 unwind label %304

223:                                              ; preds = %220
  br label %224

224:                                              ; preds = %223
  %225 = load ptr, ptr %10, align 8
  %226 = icmp eq ptr %222, %225
  %227 = zext i1 %226 to i32
  %228 = icmp eq ptr %9, null
  br i1 %228, label %231, label %229

229:                                              ; preds = %224
  %230 = getelementptr inbounds i8, ptr %9, i64 48
  br label %231

231:                                              ; preds = %229, %224
  %232 = phi ptr [ %230, %229 ], [ null, %224 ]
  %233 = invoke ptr @__RTDynamicCast(ptr %232, i32 0, ptr @"??_R0?AUC@@@8", ptr @"??_R0?AUA@@@8", i32 0)
          to label %234 unwind label %304

234:                                              ; preds = %231
  br label %235

235:                                              ; preds = %234
  %236 = invoke noundef i32 @"?ok@@YAHPEBX@Z"(ptr noundef %233)
          to label %237 unwind label %304

237:                                              ; preds = %235
  %238 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@GPIIKADF@cross?5C?9?$DOambiguous?5A?5?$CFd?0?5?9?$DOB?5?$CFd?6@", i32 noundef %236, i32 noundef %227)
          to label %239 unwind label %304

239:                                              ; preds = %237
  %240 = call noundef ptr @"??0P@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %12) #5
  %241 = invoke noundef ptr @"?self@P@@QEAAPEAUA@@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %12)
          to label %242 unwind label %302

242:                                              ; preds = %239
  %243 = invoke ptr @__RTDynamicCast(ptr %241, i32 0, ptr @"??_R0?AUA@@@8", ptr @"??_R0?AUP@@@8", i32 0)
          to label %244 unwind label %302

244:                                              ; preds = %242
  br label %245

245:                                              ; preds = %244
  %246 = invoke noundef i32 @"?ok@@YAHPEBX@Z"(ptr noundef %243)
          to label %247 unwind label %302

247:                                              ; preds = %245
  %248 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@KJCDOPJI@private?5base?5A?9?$DOP?5?$CFd?6?$AA@", i32 noundef %246)
          to label %249 unwind label %302

249:                                              ; preds = %247
  %250 = call noundef ptr @"??0Q@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %13) #5
  %251 = invoke noundef ptr @"?asc@Q@@QEAAPEAUC@@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %13)
          to label %252 unwind label %300

252:                                              ; preds = %249
  %253 = invoke ptr @__RTDynamicCast(ptr %251, i32 0, ptr @"??_R0?AUC@@@8", ptr @"??_R0?AUB@@@8", i32 0)
          to label %254 unwind label %300

254:                                              ; preds = %252
  br label %255

255:                                              ; preds = %254
  %256 = invoke noundef i32 @"?ok@@YAHPEBX@Z"(ptr noundef %253)
          to label %257 unwind label %300

257:                                              ; preds = %255
  %258 = invoke noundef ptr @"?asc@Q@@QEAAPEAUC@@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %13)
          to label %259 unwind label %300

259:                                              ; preds = %257
  %260 = invoke ptr @__RTDynamicCast(ptr %258, i32 0, ptr @"??_R0?AUC@@@8", ptr @"??_R0?AUQ@@@8", i32 0)
          to label %261 unwind label %300

261:                                              ; preds = %259
  br label %262

262:                                              ; preds = %261
  %263 = invoke noundef i32 @"?ok@@YAHPEBX@Z"(ptr noundef %260)
          to label %264 unwind label %300

264:                                              ; preds = %262
  %265 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@JLJBPHAN@private?5C?5?9?$DOQ?5?$CFd?0?5?9?$DOB?5?$CFd?6?$AA@", i32 noundef %263, i32 noundef %256)
          to label %266 unwind label %300

266:                                              ; preds = %264
  %267 = invoke ptr @__RTDynamicCast(ptr %13, i32 0, ptr @"??_R0?AUA@@@8", ptr @"??_R0?AUQ@@@8", i32 0)
          to label %268 unwind label %300

268:                                              ; preds = %266
  br label %269

269:                                              ; preds = %268
  %270 = icmp eq ptr %267, %13
  %271 = zext i1 %270 to i32
  %272 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@JEPOILHA@A?5of?5Q?5?9?$DOQ?5?$CFd?6?$AA@", i32 noundef %271)
          to label %273 unwind label %300

273:                                              ; preds = %269
  %274 = load ptr, ptr %3, align 8
  %275 = invoke ptr @__RTDynamicCast(ptr %274, i32 0, ptr @"??_R0?AUA@@@8", ptr @"??_R0?AUX@@@8", i32 1)
          to label %276 unwind label %282

276:                                              ; preds = %273
  br label %277

277:                                              ; preds = %276
  store ptr %275, ptr %14, align 8
  %278 = load ptr, ptr %14, align 8
  %279 = getelementptr inbounds %struct.X, ptr %278, i32 0, i32 1
  %280 = load i32, ptr %279, align 8
  %281 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i32 noundef %280)
          to label %299 unwind label %282

282:                                              ; preds = %277, %273
  %283 = catchswitch within none [label %284] unwind label %300

284:                                              ; preds = %282
  %285 = catchpad within %283 [ptr null, i32 64, ptr null]
  %286 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@PBLNKPPO@bad_cast?5caught?6?$AA@") [ "funclet"(token %285) ]
          to label %287 unwind label %300

287:                                              ; preds = %284
  catchret from %285 to label %288

288:                                              ; preds = %287
  br label %289

289:                                              ; preds = %288, %299
  store ptr null, ptr %15, align 8
  %290 = load ptr, ptr %15, align 8
  %291 = invoke ptr @__RTDynamicCast(ptr %290, i32 0, ptr @"??_R0?AUA@@@8", ptr @"??_R0?AUB@@@8", i32 0)
          to label %292 unwind label %300

292:                                              ; preds = %289
  br label %293

293:                                              ; preds = %292
  %294 = invoke noundef i32 @"?ok@@YAHPEBX@Z"(ptr noundef %291)
          to label %295 unwind label %300

295:                                              ; preds = %293
  %296 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_08LJNLDMFN@null?5?$CFd?6?$AA@", i32 noundef %294)
          to label %297 unwind label %300

297:                                              ; preds = %295
  store i32 0, ptr %1, align 4
  call void @"??1Q@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %13) #5
  call void @"??1P@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %12) #5
  call void @"??1AA@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(72) %9) #5
  call void @"??_DL@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %8) #5
  call void @"??_DD@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %5) #5
  call void @"??1MI@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %2) #5
  %298 = load i32, ptr %1, align 4
  ret i32 %298

299:                                              ; preds = %277
  br label %289

300:                                              ; preds = %295, %293, %289, %284, %282, %269, %266, %264, %262, %259, %257, %255, %252, %249
  %301 = cleanuppad within none []
  call void @"??1Q@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %13) #5 [ "funclet"(token %301) ]
  cleanupret from %301 unwind label %302

302:                                              ; preds = %300, %247, %245, %242, %239
  %303 = cleanuppad within none []
  call void @"??1P@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %12) #5 [ "funclet"(token %303) ]
  cleanupret from %303 unwind label %304

304:                                              ; preds = %302, %237, %235, %231, %220, %211, %203, %199, %193
  %305 = cleanuppad within none []
  call void @"??1AA@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(72) %9) #5 [ "funclet"(token %305) ]
  cleanupret from %305 unwind label %306

306:                                              ; preds = %304, %191, %189, %185, %169
  %307 = cleanuppad within none []
  call void @"??_DL@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %8) #5 [ "funclet"(token %307) ]
  cleanupret from %307 unwind label %308

308:                                              ; preds = %306, %154, %146, %129, %121, %111, %107, %103, %97, %92
  %309 = cleanuppad within none []
  call void @"??_DD@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %5) #5 [ "funclet"(token %309) ]
  cleanupret from %309 unwind label %310

310:                                              ; preds = %308, %79, %77, %73, %69, %62, %56, %52, %47, %41, %37, %33, %29, %25, %20
  %311 = cleanuppad within none []
  call void @"??1MI@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %2) #5 [ "funclet"(token %311) ]
  cleanupret from %311 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0MI@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(48) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0B@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #5
  %5 = getelementptr inbounds i8, ptr %3, i64 24
  %6 = call noundef ptr @"??0C@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #5
  store ptr @"??_7MI@@6BB@@@", ptr %3, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr @"??_7MI@@6BC@@@", ptr %7, align 8
  %8 = getelementptr inbounds %struct.MI, ptr %3, i32 0, i32 2
  store i32 4, ptr %8, align 8
  ret ptr %3
}

declare dso_local i32 @printf(ptr noundef, ...) #2

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local ptr @__RTCastToVoid(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?ok@@YAHPEBX@Z"(ptr noundef %0) #1 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0D@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 0
  store ptr @"??_8D@@7BL@@@", ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr @"??_8D@@7BR@@@", ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %6, i64 40
  %13 = call noundef ptr @"??0V@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %12) #5
  br label %14

14:                                               ; preds = %9, %2
  %15 = call noundef ptr @"??0L@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 0) #5
  %16 = getelementptr inbounds i8, ptr %6, i64 16
  %17 = call noundef ptr @"??0R@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %16, i32 noundef 0) #5
  %18 = getelementptr inbounds i8, ptr %6, i64 0
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds i32, ptr %19, i32 1
  %21 = load i32, ptr %20, align 4
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 0, %22
  %24 = getelementptr inbounds i8, ptr %6, i64 %23
  store ptr @"??_7D@@6B@", ptr %24, align 8
  %25 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 2
  store i32 8, ptr %25, align 8
  %26 = load ptr, ptr %3, align 8
  ret ptr %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0L@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 0
  store ptr @"??_8L@@7B@", ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %6, i64 16
  %12 = call noundef ptr @"??0V@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %11) #5
  br label %13

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i64 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i32, ptr %15, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 0, %18
  %20 = getelementptr inbounds i8, ptr %6, i64 %19
  store ptr @"??_7L@@6B@", ptr %20, align 8
  %21 = getelementptr inbounds %struct.L, ptr %6, i32 0, i32 1
  store i32 6, ptr %21, align 8
  %22 = load ptr, ptr %3, align 8
  ret ptr %22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0AA@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(72) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0B@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #5
  %5 = getelementptr inbounds i8, ptr %3, i64 24
  %6 = call noundef ptr @"??0X@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %5) #5
  %7 = getelementptr inbounds i8, ptr %3, i64 48
  %8 = call noundef ptr @"??0C@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %7) #5
  store ptr @"??_7AA@@6BB@@@", ptr %3, align 8
  %9 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr @"??_7AA@@6BX@@@", ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  store ptr @"??_7AA@@6BC@@@", ptr %10, align 8
  %11 = getelementptr inbounds %struct.AA, ptr %3, i32 0, i32 3
  store i32 10, ptr %11, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0P@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0A@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #5
  store ptr @"??_7P@@6B@", ptr %3, align 8
  %5 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 1
  store i32 11, ptr %5, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?self@P@@QEAAPEAUA@@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Q@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(48) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0B@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #5
  %5 = getelementptr inbounds i8, ptr %3, i64 24
  %6 = call noundef ptr @"??0C@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #5
  store ptr @"??_7Q@@6BB@@@", ptr %3, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 24
  store ptr @"??_7Q@@6BC@@@", ptr %7, align 8
  %8 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 2
  store i32 12, ptr %8, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?asc@Q@@QEAAPEAUC@@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  ret ptr %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Q@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  call void @"??1C@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %4) #5
  call void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1P@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1A@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1AA@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 48
  call void @"??1C@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %4) #5
  %5 = getelementptr inbounds i8, ptr %3, i64 24
  call void @"??1X@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %5) #5
  call void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DL@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr i8, ptr %3, i64 16
  call void @"??1L@@UEAA@XZ"(ptr noundef %4) #5
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DD@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr i8, ptr %3, i64 40
  call void @"??1D@@UEAA@XZ"(ptr noundef %4) #5
  %5 = getelementptr inbounds i8, ptr %3, i64 40
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1MI@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  call void @"??1C@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %4) #5
  call void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %3) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0B@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0A@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #5
  store ptr @"??_7B@@6B@", ptr %3, align 8
  %5 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 1
  store i32 2, ptr %5, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0C@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7C@@6B@", ptr %3, align 8
  %4 = getelementptr inbounds %struct.C, ptr %3, i32 0, i32 1
  store i32 3, ptr %4, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GMI@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1MI@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 48) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_EMI@@WBI@EAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr i8, ptr %6, i32 -24
  %9 = tail call noundef ptr @"??_GMI@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(48) %8, i32 noundef %7) #5
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0A@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7A@@6B@", ptr %3, align 8
  %4 = getelementptr inbounds %struct.A, ptr %3, i32 0, i32 1
  store i32 1, ptr %4, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GB@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 24) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GA@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1A@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1A@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1A@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GC@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1C@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1C@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0V@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7V@@6B@", ptr %3, align 8
  %4 = getelementptr inbounds %struct.V, ptr %3, i32 0, i32 1
  store i32 5, ptr %4, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0R@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %6, i64 0
  store ptr @"??_8R@@7B@", ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %6, i64 16
  %12 = call noundef ptr @"??0V@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %11) #5
  br label %13

13:                                               ; preds = %9, %2
  %14 = getelementptr inbounds i8, ptr %6, i64 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i32, ptr %15, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 0, %18
  %20 = getelementptr inbounds i8, ptr %6, i64 %19
  store ptr @"??_7R@@6B@", ptr %20, align 8
  %21 = getelementptr inbounds %struct.R, ptr %6, i32 0, i32 1
  store i32 7, ptr %21, align 8
  %22 = load ptr, ptr %3, align 8
  ret ptr %22
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GD@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 -40
  store ptr %7, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  call void @"??_DD@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(40) %7) #5
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %7, i64 noundef 56) #6
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 8
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GV@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GR@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 -16
  store ptr %7, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  call void @"??_DR@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %7) #5
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %7, i64 noundef 32) #6
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 8
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DR@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr i8, ptr %3, i64 16
  call void @"??1R@@UEAA@XZ"(ptr noundef %4) #5
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  call void @"??1V@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1R@@UEAA@XZ"(ptr noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GL@@UEAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %6, i32 -16
  store ptr %7, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  call void @"??_DL@@QEAAXXZ"(ptr noundef nonnull align 8 dereferenceable(16) %7) #5
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %7, i64 noundef 32) #6
  br label %11

11:                                               ; preds = %10, %2
  %12 = load ptr, ptr %3, align 8
  ret ptr %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0X@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0A@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #5
  store ptr @"??_7X@@6B@", ptr %3, align 8
  %5 = getelementptr inbounds %struct.X, ptr %3, i32 0, i32 1
  store i32 9, ptr %5, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GAA@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(72) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1AA@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(72) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 72) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_EAA@@WBI@EAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr i8, ptr %6, i32 -24
  %9 = tail call noundef ptr @"??_GAA@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(72) %8, i32 noundef %7) #5
  ret ptr %9
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_EAA@@WDA@EAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr i8, ptr %6, i32 -48
  %9 = tail call noundef ptr @"??_GAA@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(72) %8, i32 noundef %7) #5
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GX@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1X@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 24) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1X@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1A@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GP@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1P@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(24) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 24) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GQ@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Q@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(48) %6) #5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 48) #6
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_EQ@@WBI@EAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr i8, ptr %6, i32 -24
  %9 = tail call noundef ptr @"??_GQ@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(48) %8, i32 noundef %7) #5
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1L@@UEAA@XZ"(ptr noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -16
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1D@@UEAA@XZ"(ptr noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -40
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = getelementptr i8, ptr %5, i64 16
  call void @"??1R@@UEAA@XZ"(ptr noundef %6) #5
  %7 = getelementptr i8, ptr %4, i64 16
  call void @"??1L@@UEAA@XZ"(ptr noundef %7) #5
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
