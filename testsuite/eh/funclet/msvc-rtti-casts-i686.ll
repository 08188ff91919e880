; MSVC RTTI under ehi: dynamic_cast through __RTDynamicCast and __RTCastToVoid
; (msvc_rtti.c) over single, multiple and virtual inheritance, cross casts,
; ambiguous and private bases, a failing reference cast (std::bad_cast, caught
; by catch (...)), a null pointer.  IR: msvc-rtti-casts.cpp, by
;   clang-19 -S -emit-llvm -x c++ -std=c++17 -nostdinc -fexceptions -fcxx-exceptions
;     -fno-stack-protector -fno-threadsafe-statics --target=i686-pc-windows-msvc -O2
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
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%rtti.TypeDescriptor8 = type { ptr, ptr, [9 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
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

$"??_GMI@@UAEPAXI@Z" = comdat any

$"??_EMI@@WM@AEPAXI@Z" = comdat any

$"??_GB@@UAEPAXI@Z" = comdat any

$"??_GA@@UAEPAXI@Z" = comdat any

$"??_GC@@UAEPAXI@Z" = comdat any

$"??_GD@@UAEPAXI@Z" = comdat any

$"??_GV@@UAEPAXI@Z" = comdat any

$"??_GR@@UAEPAXI@Z" = comdat any

$"??_GL@@UAEPAXI@Z" = comdat any

$"??_GAA@@UAEPAXI@Z" = comdat any

$"??_EAA@@WM@AEPAXI@Z" = comdat any

$"??_EAA@@WBI@AEPAXI@Z" = comdat any

$"??_GX@@UAEPAXI@Z" = comdat any

$"??_GP@@UAEPAXI@Z" = comdat any

$"??_GQ@@UAEPAXI@Z" = comdat any

$"??_EQ@@WM@AEPAXI@Z" = comdat any

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

$"??_R1M@?0A@EA@C@@8" = comdat any

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

$"??_R17?0A@EA@R@@8" = comdat any

$"??_R3R@@8" = comdat any

$"??_R2R@@8" = comdat any

$"??_R1A@?0A@EA@R@@8" = comdat any

$"??_7V@@6B@" = comdat largest

$"??_R4V@@6B@" = comdat any

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

$"??_R1M@?0A@EA@X@@8" = comdat any

$"??_R3X@@8" = comdat any

$"??_R2X@@8" = comdat any

$"??_R1A@?0A@EA@X@@8" = comdat any

$"??_R1M@?0A@EC@A@@8" = comdat any

$"??_R1BI@?0A@EA@C@@8" = comdat any

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

$"??_R1M@?0A@EN@C@@8" = comdat any

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
@"??_C@_08LJNLDMFN@null?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"null %d\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4MI@@6BB@@@", ptr @"??_GMI@@UAEPAXI@Z"] }, comdat($"??_7MI@@6BB@@@")
@1 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4MI@@6BC@@@", ptr @"??_EMI@@WM@AEPAXI@Z"] }, comdat($"??_7MI@@6BC@@@")
@"??_R4MI@@6BB@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUMI@@@8", ptr @"??_R3MI@@8" }, comdat
@"??_R3MI@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 4, ptr @"??_R2MI@@8" }, comdat
@"??_R2MI@@8" = linkonce_odr constant [5 x ptr] [ptr @"??_R1A@?0A@EA@MI@@8", ptr @"??_R1A@?0A@EA@B@@8", ptr @"??_R1A@?0A@EA@A@@8", ptr @"??_R1M@?0A@EA@C@@8", ptr null], comdat
@"??_R1A@?0A@EA@MI@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUMI@@@8", i32 3, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3MI@@8" }, comdat
@"??_R1A@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUB@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3B@@8" }, comdat
@"??_R3B@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2B@@8" }, comdat
@"??_R2B@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@B@@8", ptr @"??_R1A@?0A@EA@A@@8", ptr null], comdat
@"??_R1A@?0A@EA@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUA@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3A@@8" }, comdat
@"??_R3A@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2A@@8" }, comdat
@"??_R2A@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@A@@8", ptr null], comdat
@"??_R1M@?0A@EA@C@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUC@@@8", i32 0, i32 12, i32 -1, i32 0, i32 64, ptr @"??_R3C@@8" }, comdat
@"??_R3C@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2C@@8" }, comdat
@"??_R2C@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@C@@8", ptr null], comdat
@"??_R1A@?0A@EA@C@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUC@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3C@@8" }, comdat
@"??_R4MI@@6BC@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 12, i32 0, ptr @"??_R0?AUMI@@@8", ptr @"??_R3MI@@8" }, comdat
@2 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4B@@6B@", ptr @"??_GB@@UAEPAXI@Z"] }, comdat($"??_7B@@6B@")
@"??_R4B@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUB@@@8", ptr @"??_R3B@@8" }, comdat
@3 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4A@@6B@", ptr @"??_GA@@UAEPAXI@Z"] }, comdat($"??_7A@@6B@")
@"??_R4A@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUA@@@8", ptr @"??_R3A@@8" }, comdat
@4 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4C@@6B@", ptr @"??_GC@@UAEPAXI@Z"] }, comdat($"??_7C@@6B@")
@"??_R4C@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUC@@@8", ptr @"??_R3C@@8" }, comdat
@"??_8D@@7BL@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 20], comdat, align 4
@"??_8D@@7BR@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 12], comdat, align 4
@5 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4D@@6B@", ptr @"??_GD@@UAEPAXI@Z"] }, comdat($"??_7D@@6B@")
@"??_R4D@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 20, i32 0, ptr @"??_R0?AUD@@@8", ptr @"??_R3D@@8" }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 3, i32 5, ptr @"??_R2D@@8" }, comdat
@"??_R2D@@8" = linkonce_odr constant [6 x ptr] [ptr @"??_R1A@?0A@EA@D@@8", ptr @"??_R1A@?0A@EA@L@@8", ptr @"??_R1A@A@3FA@V@@8", ptr @"??_R17?0A@EA@R@@8", ptr @"??_R1A@A@3FA@V@@8", ptr null], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUD@@@8", i32 4, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3D@@8" }, comdat
@"??_R1A@?0A@EA@L@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUL@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3L@@8" }, comdat
@"??_R3L@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2L@@8" }, comdat
@"??_R2L@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@L@@8", ptr @"??_R1A@A@3FA@V@@8", ptr null], comdat
@"??_R1A@A@3FA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUV@@@8", i32 0, i32 0, i32 0, i32 4, i32 80, ptr @"??_R3V@@8" }, comdat
@"??_R3V@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2V@@8" }, comdat
@"??_R2V@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@V@@8", ptr null], comdat
@"??_R1A@?0A@EA@V@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUV@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3V@@8" }, comdat
@"??_R17?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUR@@@8", i32 1, i32 8, i32 -1, i32 0, i32 64, ptr @"??_R3R@@8" }, comdat
@"??_R3R@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2R@@8" }, comdat
@"??_R2R@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@R@@8", ptr @"??_R1A@A@3FA@V@@8", ptr null], comdat
@"??_R1A@?0A@EA@R@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUR@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3R@@8" }, comdat
@6 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4V@@6B@", ptr @"??_GV@@UAEPAXI@Z"] }, comdat($"??_7V@@6B@")
@"??_R4V@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUV@@@8", ptr @"??_R3V@@8" }, comdat
@7 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4R@@6B@", ptr @"??_GR@@UAEPAXI@Z"] }, comdat($"??_7R@@6B@")
@"??_R4R@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, ptr @"??_R0?AUR@@@8", ptr @"??_R3R@@8" }, comdat
@"??_8L@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 8], comdat, align 4
@8 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4L@@6B@", ptr @"??_GL@@UAEPAXI@Z"] }, comdat($"??_7L@@6B@")
@"??_R4L@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, ptr @"??_R0?AUL@@@8", ptr @"??_R3L@@8" }, comdat
@9 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4AA@@6BB@@@", ptr @"??_GAA@@UAEPAXI@Z"] }, comdat($"??_7AA@@6BB@@@")
@10 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4AA@@6BX@@@", ptr @"??_EAA@@WM@AEPAXI@Z"] }, comdat($"??_7AA@@6BX@@@")
@11 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4AA@@6BC@@@", ptr @"??_EAA@@WBI@AEPAXI@Z"] }, comdat($"??_7AA@@6BC@@@")
@"??_R4AA@@6BB@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUAA@@@8", ptr @"??_R3AA@@8" }, comdat
@"??_R3AA@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 5, i32 6, ptr @"??_R2AA@@8" }, comdat
@"??_R2AA@@8" = linkonce_odr constant [7 x ptr] [ptr @"??_R1A@?0A@EA@AA@@8", ptr @"??_R1A@?0A@EA@B@@8", ptr @"??_R1A@?0A@EC@A@@8", ptr @"??_R1M@?0A@EA@X@@8", ptr @"??_R1M@?0A@EC@A@@8", ptr @"??_R1BI@?0A@EA@C@@8", ptr null], comdat
@"??_R1A@?0A@EA@AA@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUAA@@@8", i32 5, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3AA@@8" }, comdat
@"??_R1A@?0A@EC@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUA@@@8", i32 0, i32 0, i32 -1, i32 0, i32 66, ptr @"??_R3A@@8" }, comdat
@"??_R1M@?0A@EA@X@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUX@@@8", i32 1, i32 12, i32 -1, i32 0, i32 64, ptr @"??_R3X@@8" }, comdat
@"??_R3X@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2X@@8" }, comdat
@"??_R2X@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@X@@8", ptr @"??_R1A@?0A@EA@A@@8", ptr null], comdat
@"??_R1A@?0A@EA@X@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUX@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3X@@8" }, comdat
@"??_R1M@?0A@EC@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUA@@@8", i32 0, i32 12, i32 -1, i32 0, i32 66, ptr @"??_R3A@@8" }, comdat
@"??_R1BI@?0A@EA@C@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUC@@@8", i32 0, i32 24, i32 -1, i32 0, i32 64, ptr @"??_R3C@@8" }, comdat
@"??_R4AA@@6BX@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 12, i32 0, ptr @"??_R0?AUAA@@@8", ptr @"??_R3AA@@8" }, comdat
@"??_R4AA@@6BC@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 24, i32 0, ptr @"??_R0?AUAA@@@8", ptr @"??_R3AA@@8" }, comdat
@12 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4X@@6B@", ptr @"??_GX@@UAEPAXI@Z"] }, comdat($"??_7X@@6B@")
@"??_R4X@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUX@@@8", ptr @"??_R3X@@8" }, comdat
@13 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4P@@6B@", ptr @"??_GP@@UAEPAXI@Z"] }, comdat($"??_7P@@6B@")
@"??_R4P@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUP@@@8", ptr @"??_R3P@@8" }, comdat
@"??_R3P@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2P@@8" }, comdat
@"??_R2P@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@P@@8", ptr @"??_R1A@?0A@EN@A@@8", ptr null], comdat
@"??_R1A@?0A@EA@P@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUP@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3P@@8" }, comdat
@"??_R1A@?0A@EN@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUA@@@8", i32 0, i32 0, i32 -1, i32 0, i32 77, ptr @"??_R3A@@8" }, comdat
@14 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Q@@6BB@@@", ptr @"??_GQ@@UAEPAXI@Z"] }, comdat($"??_7Q@@6BB@@@")
@15 = private unnamed_addr constant { [2 x ptr] } { [2 x ptr] [ptr @"??_R4Q@@6BC@@@", ptr @"??_EQ@@WM@AEPAXI@Z"] }, comdat($"??_7Q@@6BC@@@")
@"??_R4Q@@6BB@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUQ@@@8", ptr @"??_R3Q@@8" }, comdat
@"??_R3Q@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 4, ptr @"??_R2Q@@8" }, comdat
@"??_R2Q@@8" = linkonce_odr constant [5 x ptr] [ptr @"??_R1A@?0A@EA@Q@@8", ptr @"??_R1A@?0A@EA@B@@8", ptr @"??_R1A@?0A@EA@A@@8", ptr @"??_R1M@?0A@EN@C@@8", ptr null], comdat
@"??_R1A@?0A@EA@Q@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUQ@@@8", i32 3, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Q@@8" }, comdat
@"??_R1M@?0A@EN@C@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUC@@@8", i32 0, i32 12, i32 -1, i32 0, i32 77, ptr @"??_R3C@@8" }, comdat
@"??_R4Q@@6BC@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 12, i32 0, ptr @"??_R0?AUQ@@@8", ptr @"??_R3Q@@8" }, comdat
@str = private unnamed_addr constant [16 x i8] c"bad_cast caught\00", align 1

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

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.MI, align 4
  %2 = alloca %struct.D, align 4
  %3 = alloca %struct.L, align 4
  %4 = alloca %struct.AA, align 4
  %5 = alloca %struct.P, align 4
  %6 = alloca %struct.Q, align 4
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #9
  %7 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 1, ptr %7, align 4
  %8 = getelementptr inbounds i8, ptr %1, i32 8
  store i32 2, ptr %8, align 4
  %9 = getelementptr inbounds i8, ptr %1, i32 12
  %10 = getelementptr inbounds i8, ptr %1, i32 16
  store i32 3, ptr %10, align 4
  store ptr @"??_7MI@@6BB@@@", ptr %1, align 4
  store ptr @"??_7MI@@6BC@@@", ptr %9, align 4
  %11 = getelementptr inbounds i8, ptr %1, i32 20
  store i32 4, ptr %11, align 4
  %12 = call ptr @__RTDynamicCast(ptr nonnull %1, i32 0, ptr nonnull @"??_R0?AUA@@@8", ptr nonnull @"??_R0?AUMI@@@8", i32 0)
  %13 = icmp eq ptr %12, %1
  %14 = zext i1 %13 to i32
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@MGEJFBBM@down?5A?9?$DOMI?5?$CFd?6?$AA@", i32 noundef %14)
  %16 = call ptr @__RTDynamicCast(ptr nonnull %9, i32 0, ptr nonnull @"??_R0?AUC@@@8", ptr nonnull @"??_R0?AUMI@@@8", i32 0)
  %17 = icmp eq ptr %16, %1
  %18 = zext i1 %17 to i32
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@MCLMIBCB@down?5C?9?$DOMI?5?$CFd?6?$AA@", i32 noundef %18)
  %20 = call ptr @__RTDynamicCast(ptr nonnull %1, i32 0, ptr nonnull @"??_R0?AUA@@@8", ptr nonnull @"??_R0?AUC@@@8", i32 0)
  %21 = getelementptr inbounds i8, ptr %20, i32 4
  %22 = load i32, ptr %21, align 4
  %23 = call ptr @__RTDynamicCast(ptr nonnull %1, i32 0, ptr nonnull @"??_R0?AUA@@@8", ptr nonnull @"??_R0?AUC@@@8", i32 0)
  %24 = icmp eq ptr %23, %9
  %25 = zext i1 %24 to i32
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@MDLKIKGO@cross?5A?9?$DOC?5?$CFd?5?$CFd?6?$AA@", i32 noundef %25, i32 noundef %22)
  %27 = call ptr @__RTDynamicCast(ptr nonnull %9, i32 0, ptr nonnull @"??_R0?AUC@@@8", ptr nonnull @"??_R0?AUB@@@8", i32 0)
  %28 = getelementptr inbounds i8, ptr %27, i32 8
  %29 = load i32, ptr %28, align 4
  %30 = call ptr @__RTDynamicCast(ptr nonnull %9, i32 0, ptr nonnull @"??_R0?AUC@@@8", ptr nonnull @"??_R0?AUB@@@8", i32 0)
  %31 = icmp eq ptr %30, %1
  %32 = zext i1 %31 to i32
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@DIPKAALC@cross?5C?9?$DOB?5?$CFd?5?$CFd?6?$AA@", i32 noundef %32, i32 noundef %29)
  %34 = call ptr @__RTCastToVoid(ptr nonnull %9)
  %35 = icmp eq ptr %34, %1
  %36 = zext i1 %35 to i32
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@FFJCHBPA@void?$CK?5from?5C?5?$CFd?6?$AA@", i32 noundef %36)
  %38 = call ptr @__RTDynamicCast(ptr nonnull %1, i32 0, ptr nonnull @"??_R0?AUA@@@8", ptr nonnull @"??_R0?AUD@@@8", i32 0)
  %39 = call fastcc noundef i32 @"?ok@@YAHPBX@Z"(ptr noundef %38)
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@EEDBGDJI@wrong?5A?9?$DOD?5?$CFd?6?$AA@", i32 noundef %39)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %2) #9
  store ptr @"??_8D@@7BL@@@", ptr %2, align 4
  %41 = getelementptr inbounds i8, ptr %2, i32 8
  store ptr @"??_8D@@7BR@@@", ptr %41, align 4
  %42 = getelementptr inbounds i8, ptr %2, i32 20
  %43 = getelementptr inbounds i8, ptr %2, i32 24
  store i32 5, ptr %43, align 4
  %44 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 6, ptr %44, align 4
  %45 = getelementptr inbounds i8, ptr %2, i32 12
  store i32 7, ptr %45, align 4
  store ptr @"??_7D@@6B@", ptr %42, align 4
  %46 = getelementptr inbounds i8, ptr %2, i32 16
  store i32 8, ptr %46, align 4
  %47 = call ptr @__RTDynamicCast(ptr nonnull %42, i32 0, ptr nonnull @"??_R0?AUV@@@8", ptr nonnull @"??_R0?AUD@@@8", i32 0)
  %48 = getelementptr inbounds i8, ptr %47, i32 16
  %49 = load i32, ptr %48, align 4
  %50 = call ptr @__RTDynamicCast(ptr nonnull %42, i32 0, ptr nonnull @"??_R0?AUV@@@8", ptr nonnull @"??_R0?AUD@@@8", i32 0)
  %51 = icmp eq ptr %50, %2
  %52 = zext i1 %51 to i32
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@OBCIAJBP@virtual?5V?9?$DOD?5?$CFd?5?$CFd?6?$AA@", i32 noundef %52, i32 noundef %49)
  %54 = call ptr @__RTDynamicCast(ptr nonnull %42, i32 0, ptr nonnull @"??_R0?AUV@@@8", ptr nonnull @"??_R0?AUR@@@8", i32 0)
  %55 = getelementptr inbounds i8, ptr %54, i32 4
  %56 = load i32, ptr %55, align 4
  %57 = call ptr @__RTDynamicCast(ptr nonnull %42, i32 0, ptr nonnull @"??_R0?AUV@@@8", ptr nonnull @"??_R0?AUR@@@8", i32 0)
  %58 = icmp eq ptr %57, %41
  %59 = zext i1 %58 to i32
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@DOPCDCOE@virtual?5V?9?$DOR?5?$CFd?5?$CFd?6?$AA@", i32 noundef %59, i32 noundef %56)
  %61 = load ptr, ptr %2, align 4
  %62 = getelementptr inbounds i8, ptr %61, i32 4
  %63 = load i32, ptr %62, align 4
  %64 = getelementptr inbounds i8, ptr %2, i32 %63
  %65 = call ptr @__RTDynamicCast(ptr nonnull %64, i32 %63, ptr nonnull @"??_R0?AUL@@@8", ptr nonnull @"??_R0?AUR@@@8", i32 0)
  %66 = icmp eq ptr %65, %41
  %67 = zext i1 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@CCHHMEDO@cross?5L?9?$DOR?5?$CFd?6?$AA@", i32 noundef %67)
  %69 = call ptr @__RTCastToVoid(ptr nonnull %42)
  %70 = icmp eq ptr %69, %2
  %71 = zext i1 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@GIJOCNI@void?$CK?5from?5V?5?$CFd?6?$AA@", i32 noundef %71)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #9
  store ptr @"??_8L@@7B@", ptr %3, align 4
  %73 = getelementptr inbounds i8, ptr %3, i32 8
  %74 = getelementptr inbounds i8, ptr %3, i32 12
  store i32 5, ptr %74, align 4
  store ptr @"??_7L@@6B@", ptr %73, align 4
  %75 = getelementptr inbounds i8, ptr %3, i32 4
  store i32 6, ptr %75, align 4
  %76 = call ptr @__RTDynamicCast(ptr nonnull %73, i32 0, ptr nonnull @"??_R0?AUV@@@8", ptr nonnull @"??_R0?AUL@@@8", i32 0)
  %77 = icmp eq ptr %76, %3
  %78 = zext i1 %77 to i32
  %79 = load ptr, ptr %3, align 4
  %80 = getelementptr inbounds i8, ptr %79, i32 4
  %81 = load i32, ptr %80, align 4
  %82 = getelementptr inbounds i8, ptr %3, i32 %81
  %83 = call ptr @__RTDynamicCast(ptr nonnull %82, i32 0, ptr nonnull @"??_R0?AUV@@@8", ptr nonnull @"??_R0?AUR@@@8", i32 0)
  %84 = call fastcc noundef i32 @"?ok@@YAHPBX@Z"(ptr noundef %83)
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BP@PKLKLIDO@V?5of?5a?5plain?5L?5?9?$DOR?5?$CFd?0?5?9?$DOL?5?$CFd?6?$AA@", i32 noundef %84, i32 noundef %78)
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %4) #9
  %86 = getelementptr inbounds i8, ptr %4, i32 4
  store i32 1, ptr %86, align 4
  %87 = getelementptr inbounds i8, ptr %4, i32 8
  store i32 2, ptr %87, align 4
  %88 = getelementptr inbounds i8, ptr %4, i32 12
  %89 = getelementptr inbounds i8, ptr %4, i32 16
  store i32 1, ptr %89, align 4
  %90 = getelementptr inbounds i8, ptr %4, i32 20
  store i32 9, ptr %90, align 4
  %91 = getelementptr inbounds i8, ptr %4, i32 24
  %92 = getelementptr inbounds i8, ptr %4, i32 28
  store i32 3, ptr %92, align 4
  store ptr @"??_7AA@@6BB@@@", ptr %4, align 4
  store ptr @"??_7AA@@6BX@@@", ptr %88, align 4
  store ptr @"??_7AA@@6BC@@@", ptr %91, align 4
  %93 = getelementptr inbounds i8, ptr %4, i32 32
  store i32 10, ptr %93, align 4
  %94 = call ptr @__RTDynamicCast(ptr nonnull %4, i32 0, ptr nonnull @"??_R0?AUA@@@8", ptr nonnull @"??_R0?AUAA@@@8", i32 0)
  %95 = icmp eq ptr %94, %4
  %96 = zext i1 %95 to i32
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@DCNMELBP@A?5in?5B?5?9?$DOAA?5?$CFd?6?$AA@", i32 noundef %96)
  %98 = call ptr @__RTDynamicCast(ptr nonnull %4, i32 0, ptr nonnull @"??_R0?AUB@@@8", ptr nonnull @"??_R0?AUX@@@8", i32 0)
  %99 = icmp eq ptr %98, %88
  %100 = zext i1 %99 to i32
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@ELCODMMK@cross?5B?9?$DOX?5?$CFd?6?$AA@", i32 noundef %100)
  %102 = call ptr @__RTDynamicCast(ptr nonnull %91, i32 0, ptr nonnull @"??_R0?AUC@@@8", ptr nonnull @"??_R0?AUB@@@8", i32 0)
  %103 = call ptr @__RTDynamicCast(ptr nonnull %91, i32 0, ptr nonnull @"??_R0?AUC@@@8", ptr nonnull @"??_R0?AUA@@@8", i32 0)
  %104 = icmp eq ptr %102, %4
  %105 = zext i1 %104 to i32
  %106 = call fastcc noundef i32 @"?ok@@YAHPBX@Z"(ptr noundef %103)
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@GPIIKADF@cross?5C?9?$DOambiguous?5A?5?$CFd?0?5?9?$DOB?5?$CFd?6@", i32 noundef %106, i32 noundef %105)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5) #9
  %108 = getelementptr inbounds i8, ptr %5, i32 4
  store i32 1, ptr %108, align 4
  store ptr @"??_7P@@6B@", ptr %5, align 4
  %109 = getelementptr inbounds i8, ptr %5, i32 8
  store i32 11, ptr %109, align 4
  %110 = call ptr @__RTDynamicCast(ptr nonnull %5, i32 0, ptr nonnull @"??_R0?AUA@@@8", ptr nonnull @"??_R0?AUP@@@8", i32 0)
  %111 = call fastcc noundef i32 @"?ok@@YAHPBX@Z"(ptr noundef %110)
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@KJCDOPJI@private?5base?5A?9?$DOP?5?$CFd?6?$AA@", i32 noundef %111)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #9
  %113 = getelementptr inbounds i8, ptr %6, i32 4
  store i32 1, ptr %113, align 4
  %114 = getelementptr inbounds i8, ptr %6, i32 8
  store i32 2, ptr %114, align 4
  %115 = getelementptr inbounds i8, ptr %6, i32 12
  %116 = getelementptr inbounds i8, ptr %6, i32 16
  store i32 3, ptr %116, align 4
  store ptr @"??_7Q@@6BB@@@", ptr %6, align 4
  store ptr @"??_7Q@@6BC@@@", ptr %115, align 4
  %117 = getelementptr inbounds i8, ptr %6, i32 20
  store i32 12, ptr %117, align 4
  %118 = call ptr @__RTDynamicCast(ptr nonnull %115, i32 0, ptr nonnull @"??_R0?AUC@@@8", ptr nonnull @"??_R0?AUB@@@8", i32 0)
  %119 = call fastcc noundef i32 @"?ok@@YAHPBX@Z"(ptr noundef %118)
  %120 = call ptr @__RTDynamicCast(ptr nonnull %115, i32 0, ptr nonnull @"??_R0?AUC@@@8", ptr nonnull @"??_R0?AUQ@@@8", i32 0)
  %121 = call fastcc noundef i32 @"?ok@@YAHPBX@Z"(ptr noundef %120)
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BK@JLJBPHAN@private?5C?5?9?$DOQ?5?$CFd?0?5?9?$DOB?5?$CFd?6?$AA@", i32 noundef %121, i32 noundef %119)
  %123 = call ptr @__RTDynamicCast(ptr nonnull %6, i32 0, ptr nonnull @"??_R0?AUA@@@8", ptr nonnull @"??_R0?AUQ@@@8", i32 0)
  %124 = icmp eq ptr %123, %6
  %125 = zext i1 %124 to i32
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@JEPOILHA@A?5of?5Q?5?9?$DOQ?5?$CFd?6?$AA@", i32 noundef %125)
  %127 = invoke ptr @__RTDynamicCast(ptr nonnull %1, i32 0, ptr nonnull @"??_R0?AUA@@@8", ptr nonnull @"??_R0?AUX@@@8", i32 1)
          to label %128 unwind label %132

128:                                              ; preds = %0
  %129 = getelementptr inbounds i8, ptr %127, i32 8
  %130 = load i32, ptr %129, align 4
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i32 noundef %130)
  br label %137

132:                                              ; preds = %0
  %133 = catchswitch within none [label %134] unwind to caller

134:                                              ; preds = %132
  %135 = catchpad within %133 [ptr null, i32 64, ptr null]
  %136 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %135) ]
  catchret from %135 to label %137

137:                                              ; preds = %134, %128
  %138 = call ptr @__RTDynamicCast(ptr null, i32 0, ptr nonnull @"??_R0?AUA@@@8", ptr nonnull @"??_R0?AUB@@@8", i32 0)
  %139 = call fastcc noundef i32 @"?ok@@YAHPBX@Z"(ptr noundef %138)
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08LJNLDMFN@null?5?$CFd?6?$AA@", i32 noundef %139)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #9
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare dso_local ptr @__RTDynamicCast(ptr, i32, ptr, ptr, i32) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local ptr @__RTCastToVoid(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef range(i32 0, 2) i32 @"?ok@@YAHPBX@Z"(ptr noundef readnone %0) unnamed_addr #3 {
  %2 = icmp ne ptr %0, null
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GMI@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 24) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_EMI@@WM@AEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr i8, ptr %0, i32 -12
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 24) #10
  br label %6

6:                                                ; preds = %2, %5
  ret ptr %3
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GB@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 12) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GA@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GC@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GD@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i32 -20
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 28) #10
  br label %6

6:                                                ; preds = %5, %2
  ret ptr %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GV@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GR@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i32 -8
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 16) #10
  br label %6

6:                                                ; preds = %5, %2
  ret ptr %3
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GL@@UAEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i32 -8
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 16) #10
  br label %6

6:                                                ; preds = %5, %2
  ret ptr %3
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GAA@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(36) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 36) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_EAA@@WM@AEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr i8, ptr %0, i32 -12
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 36) #10
  br label %6

6:                                                ; preds = %2, %5
  ret ptr %3
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_EAA@@WBI@AEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr i8, ptr %0, i32 -24
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 36) #10
  br label %6

6:                                                ; preds = %2, %5
  ret ptr %3
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GX@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 12) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GP@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 12) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GQ@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(24) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 24) #10
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_EQ@@WM@AEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr i8, ptr %0, i32 -12
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 24) #10
  br label %6

6:                                                ; preds = %2, %5
  ret ptr %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
