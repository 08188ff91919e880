; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor8 = type { ptr, ptr, [9 x i8] }
%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableTypeArray.4 = type { i32, [4 x i32] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { ptr, i32 }
%struct.B = type { ptr, i32 }

$"??0D@@QEAA@H@Z" = comdat any

$"??0D@@QEAA@AEBU0@@Z" = comdat any

$"??0A@@QEAA@AEBU0@@Z" = comdat any

$"??0B@@QEAA@AEBU0@@Z" = comdat any

$"??1D@@UEAA@XZ" = comdat any

$"??0A@@QEAA@XZ" = comdat any

$"??0B@@QEAA@XZ" = comdat any

$"??1B@@UEAA@XZ" = comdat any

$"??1A@@UEAA@XZ" = comdat any

$"??_GD@@UEAAPEAXI@Z" = comdat any

$"?whoA@D@@UEBAPEBDXZ" = comdat any

$"??_ED@@WBA@EAAPEAXI@Z" = comdat any

$"?whoB@D@@UEBAPEBDXZ" = comdat any

$"??_GA@@UEAAPEAXI@Z" = comdat any

$"?whoA@A@@UEBAPEBDXZ" = comdat any

$"??_GB@@UEAAPEAXI@Z" = comdat any

$"?whoB@B@@UEBAPEBDXZ" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_R0?AUD@@@8" = comdat any

$"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z40" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"_CT??_R0?AUA@@@8??0A@@QEAA@AEBU0@@Z16" = comdat any

$"_CT??_R0?AUB@@@8??0B@@QEAA@AEBU0@@Z1616" = comdat any

$"_CTA3?AUD@@" = comdat any

$"_TI3?AUD@@" = comdat any

$"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = comdat any

$"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = comdat any

$"??_R0PEAUA@@@8" = comdat any

$"??_R0PEAUD@@@8" = comdat any

$"_CT??_R0PEAUD@@@88" = comdat any

$"_CT??_R0PEAUA@@@88" = comdat any

$"??_R0PEAUB@@@8" = comdat any

$"_CT??_R0PEAUB@@@8816" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA4PEAUD@@" = comdat any

$"_TI4PEAUD@@" = comdat any

$"??_C@_0BA@EMBAGLPK@A?$CK?5matches?5too?6?$AA@" = comdat any

$"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_7D@@6BA@@@" = comdat largest

$"??_7D@@6BB@@@" = comdat largest

$"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_R4D@@6BA@@@" = comdat any

$"??_R3D@@8" = comdat any

$"??_R2D@@8" = comdat any

$"??_R1A@?0A@EA@D@@8" = comdat any

$"??_R1A@?0A@EA@A@@8" = comdat any

$"??_R3A@@8" = comdat any

$"??_R2A@@8" = comdat any

$"??_R1BA@?0A@EA@B@@8" = comdat any

$"??_R3B@@8" = comdat any

$"??_R2B@@8" = comdat any

$"??_R1A@?0A@EA@B@@8" = comdat any

$"??_R4D@@6BB@@@" = comdat any

$"??_7A@@6B@" = comdat largest

$"??_R4A@@6B@" = comdat any

$"??_C@_01FHEEJDEE@A?$AA@" = comdat any

$"??_7B@@6B@" = comdat largest

$"??_R4B@@6B@" = comdat any

$"??_C@_01HMGJMAIH@B?$AA@" = comdat any

$"??_C@_07ODFLIGDP@D?5via?5A?$AA@" = comdat any

$"??_C@_07MIHGNFPM@D?5via?5B?$AA@" = comdat any

$"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_R0?AUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUD@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z40" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 40, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0D@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUA@@\00" }, comdat
@"_CT??_R0?AUA@@@8??0A@@QEAA@AEBU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0A@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUB@@@8??0B@@QEAA@AEBU0@@Z1616" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 16, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0B@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA3?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z40" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUA@@@8??0A@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUB@@@8??0B@@QEAA@AEBU0@@Z1616" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1D@@UEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA3?AUD@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", comdat, align 8
@"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", comdat, align 8
@"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", comdat, align 8
@"??_R0PEAUA@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAUA@@\00" }, comdat
@"??_R0PEAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAUD@@\00" }, comdat
@"_CT??_R0PEAUD@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUA@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAUB@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAUB@@\00" }, comdat
@"_CT??_R0PEAUB@@@8816" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 16, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA4PEAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUD@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUA@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUB@@@8816" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI4PEAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA4PEAUD@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@EMBAGLPK@A?$CK?5matches?5too?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"A* matches too\0A\00", comdat, align 8
@"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", comdat, align 8
@"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", comdat, align 8
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 4
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4D@@6BA@@@", ptr @"??_GD@@UEAAPEAXI@Z", ptr @"?whoA@D@@UEBAPEBDXZ"] }, comdat($"??_7D@@6BA@@@")
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4D@@6BB@@@", ptr @"??_ED@@WBA@EAAPEAXI@Z", ptr @"?whoB@D@@UEBAPEBDXZ"] }, comdat($"??_7D@@6BB@@@")
@"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"D(%d)\0A\00", comdat, align 4
@"??_R4D@@6BA@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4D@@6BA@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2D@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1BA@?0A@EA@B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3A@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2A@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1BA@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 16, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R3B@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2B@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R4D@@6BB@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4D@@6BB@@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@2 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4A@@6B@", ptr @"??_GA@@UEAAPEAXI@Z", ptr @"?whoA@A@@UEBAPEBDXZ"] }, comdat($"??_7A@@6B@")
@"??_R4A@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUA@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3A@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4A@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_01FHEEJDEE@A?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"A\00", comdat, align 4
@3 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4B@@6B@", ptr @"??_GB@@UEAAPEAXI@Z", ptr @"?whoB@B@@UEBAPEBDXZ"] }, comdat($"??_7B@@6B@")
@"??_R4B@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4B@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_01HMGJMAIH@B?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"B\00", comdat, align 4
@"??_C@_07ODFLIGDP@D?5via?5A?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"D via A\00", comdat, align 8
@"??_C@_07MIHGNFPM@D?5via?5B?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"D via B\00", comdat, align 8
@"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", comdat, align 8
@"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", comdat, align 8

@"??_7D@@6BA@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7D@@6BB@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7A@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @2, i32 0, i32 0, i32 1)
@"??_7B@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @3, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.D, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.D, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.D, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca %struct.D, align 8
  %12 = alloca %struct.D, align 8
  store i32 0, ptr %1, align 4
  %13 = invoke noundef ptr @"??0D@@QEAA@H@Z"(ptr noundef nonnull align 8 dereferenceable(40) %2, i32 noundef 1)
          to label %14 unwind label %15

14:                                               ; preds = %0
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI3?AUD@@") #6
          to label %108 unwind label %15

15:                                               ; preds = %14, %0
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @"??_R0?AUB@@@8", i32 8, ptr %3]
  %19 = load ptr, ptr %3, align 8
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds ptr, ptr %20, i64 1
  %22 = load ptr, ptr %21, align 8
  %23 = call noundef ptr %22(ptr noundef nonnull align 8 dereferenceable(16) %19) [ "funclet"(token %18) ]
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.B, ptr %24, i32 0, i32 1
  %26 = load i32, ptr %25, align 8
  %27 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i32 noundef %26, ptr noundef %23) [ "funclet"(token %18) ]
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 -16
  store ptr %29, ptr %4, align 8
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.D, ptr %30, i32 0, i32 2
  %32 = load i32, ptr %31, align 8
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.A, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 8
  %36 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@", i32 noundef %35, i32 noundef %32) [ "funclet"(token %18) ]
  catchret from %18 to label %37

37:                                               ; preds = %17
  br label %38

38:                                               ; preds = %37
  %39 = invoke noundef ptr @"??0D@@QEAA@H@Z"(ptr noundef nonnull align 8 dereferenceable(40) %5, i32 noundef 2)
          to label %40 unwind label %41

40:                                               ; preds = %38
  invoke void @_CxxThrowException(ptr %5, ptr @"_TI3?AUD@@") #6
          to label %108 unwind label %41

41:                                               ; preds = %40, %38
  %42 = catchswitch within none [label %43] unwind to caller

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @"??_R0?AUA@@@8", i32 8, ptr %6]
  %45 = load ptr, ptr %6, align 8
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds ptr, ptr %46, i64 1
  %48 = load ptr, ptr %47, align 8
  %49 = call noundef ptr %48(ptr noundef nonnull align 8 dereferenceable(16) %45) [ "funclet"(token %44) ]
  %50 = load ptr, ptr %6, align 8
  %51 = getelementptr inbounds %struct.A, ptr %50, i32 0, i32 1
  %52 = load i32, ptr %51, align 8
  %53 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i32 noundef %52, ptr noundef %49) [ "funclet"(token %44) ]
  catchret from %44 to label %54

54:                                               ; preds = %43
  br label %55

55:                                               ; preds = %54
  %56 = call noundef ptr @"??0D@@QEAA@H@Z"(ptr noundef nonnull align 8 dereferenceable(40) %7, i32 noundef 3)
  store ptr %7, ptr %8, align 8
  invoke void @_CxxThrowException(ptr %8, ptr @"_TI4PEAUD@@") #6
          to label %108 unwind label %57

57:                                               ; preds = %55
  %58 = catchswitch within none [label %59] unwind label %106

59:                                               ; preds = %57
  %60 = catchpad within %58 [ptr @"??_R0PEAUA@@@8", i32 0, ptr null]
  %61 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@EMBAGLPK@A?$CK?5matches?5too?6?$AA@") [ "funclet"(token %60) ]
          to label %62 unwind label %106

62:                                               ; preds = %59
  catchret from %60 to label %63

63:                                               ; preds = %62
  br label %64

64:                                               ; preds = %63
  store ptr %7, ptr %9, align 8
  invoke void @_CxxThrowException(ptr %9, ptr @"_TI4PEAUD@@") #6
          to label %108 unwind label %65

65:                                               ; preds = %64
  %66 = catchswitch within none [label %67] unwind label %106

67:                                               ; preds = %65
  %68 = catchpad within %66 [ptr @"??_R0PEAUB@@@8", i32 0, ptr %10]
  %69 = load ptr, ptr %10, align 8
  %70 = icmp eq ptr %7, null
  br i1 %70, label %73, label %71

71:                                               ; preds = %67
  %72 = getelementptr inbounds i8, ptr %7, i64 16
  br label %73

73:                                               ; preds = %71, %67
  %74 = phi ptr [ %72, %71 ], [ null, %67 ]
  %75 = icmp eq ptr %69, %74
  %76 = zext i1 %75 to i32
  %77 = load ptr, ptr %10, align 8
  %78 = getelementptr inbounds %struct.B, ptr %77, i32 0, i32 1
  %79 = load i32, ptr %78, align 8
  %80 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i32 noundef %79, i32 noundef %76) [ "funclet"(token %68) ]
          to label %81 unwind label %106

81:                                               ; preds = %73
  catchret from %68 to label %82

82:                                               ; preds = %81
  br label %83

83:                                               ; preds = %82
  %84 = invoke noundef ptr @"??0D@@QEAA@H@Z"(ptr noundef nonnull align 8 dereferenceable(40) %11, i32 noundef 4)
          to label %85 unwind label %86

85:                                               ; preds = %83
  invoke void @_CxxThrowException(ptr %11, ptr @"_TI3?AUD@@") #6
          to label %108 unwind label %86

86:                                               ; preds = %85, %83
  %87 = catchswitch within none [label %88] unwind label %106

88:                                               ; preds = %86
  %89 = catchpad within %87 [ptr @"??_R0?AUD@@@8", i32 0, ptr %12]
  %90 = getelementptr inbounds %struct.D, ptr %12, i32 0, i32 2
  %91 = load i32, ptr %90, align 8
  %92 = getelementptr inbounds i8, ptr %12, i64 16
  %93 = getelementptr inbounds %struct.B, ptr %92, i32 0, i32 1
  %94 = load i32, ptr %93, align 8
  %95 = getelementptr inbounds %struct.A, ptr %12, i32 0, i32 1
  %96 = load i32, ptr %95, align 8
  %97 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@", i32 noundef %96, i32 noundef %94, i32 noundef %91) [ "funclet"(token %89) ]
          to label %98 unwind label %104

98:                                               ; preds = %88
  call void @"??1D@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %12) #7 [ "funclet"(token %89) ]
  catchret from %89 to label %99

99:                                               ; preds = %98
  br label %100

100:                                              ; preds = %99
  %101 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_04GMHPLJJ@end?6?$AA@")
          to label %102 unwind label %106

102:                                              ; preds = %100
  store i32 0, ptr %1, align 4
  call void @"??1D@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %7) #7
  %103 = load i32, ptr %1, align 4
  ret i32 %103

104:                                              ; preds = %88
  %105 = cleanuppad within %89 []
  call void @"??1D@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %12) #7 [ "funclet"(token %105) ]
  cleanupret from %105 unwind label %106

106:                                              ; preds = %100, %104, %86, %73, %65, %59, %57
  %107 = cleanuppad within none []
  call void @"??1D@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %7) #7 [ "funclet"(token %107) ]
  cleanupret from %107 unwind to caller

108:                                              ; preds = %85, %64, %55, %40, %14
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0D@@QEAA@H@Z"(ptr noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #1 comdat personality ptr @__CxxFrameHandler3 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = call noundef ptr @"??0A@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  %8 = call noundef ptr @"??0B@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %7) #7
  store ptr @"??_7D@@6BA@@@", ptr %5, align 8
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr @"??_7D@@6BB@@@", ptr %9, align 8
  %10 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 2
  %11 = load i32, ptr %3, align 4
  store i32 %11, ptr %10, align 8
  %12 = load i32, ptr %3, align 4
  %13 = mul nsw i32 10, %12
  %14 = getelementptr inbounds %struct.A, ptr %5, i32 0, i32 1
  store i32 %13, ptr %14, align 8
  %15 = load i32, ptr %3, align 4
  %16 = mul nsw i32 20, %15
  %17 = getelementptr inbounds i8, ptr %5, i64 16
  %18 = getelementptr inbounds %struct.B, ptr %17, i32 0, i32 1
  store i32 %16, ptr %18, align 8
  %19 = load i32, ptr %3, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i32 noundef %19)
          to label %21 unwind label %22

21:                                               ; preds = %2
  ret ptr %5

22:                                               ; preds = %2
  %23 = cleanuppad within none []
  %24 = getelementptr inbounds i8, ptr %5, i64 16
  call void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %24) #7 [ "funclet"(token %23) ]
  cleanupret from %23 unwind label %25

25:                                               ; preds = %22
  %26 = cleanuppad within none []
  call void @"??1A@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #7 [ "funclet"(token %26) ]
  cleanupret from %26 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0D@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(40) %0, ptr noundef nonnull align 8 dereferenceable(40) %1) unnamed_addr #1 comdat personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef ptr @"??0A@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = call noundef ptr @"??0B@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %10) #7
  store ptr @"??_7D@@6BA@@@", ptr %5, align 8
  %12 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr @"??_7D@@6BB@@@", ptr %12, align 8
  %13 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 2
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.D, ptr %14, i32 0, i32 2
  %16 = load i32, ptr %15, align 8
  store i32 %16, ptr %13, align 8
  %17 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 2
  %18 = load i32, ptr %17, align 8
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@", i32 noundef %18)
          to label %20 unwind label %21

20:                                               ; preds = %2
  ret ptr %5

21:                                               ; preds = %2
  %22 = cleanuppad within none []
  %23 = getelementptr inbounds i8, ptr %5, i64 16
  call void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %23) #7 [ "funclet"(token %22) ]
  cleanupret from %22 unwind label %24

24:                                               ; preds = %21
  %25 = cleanuppad within none []
  call void @"??1A@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #7 [ "funclet"(token %25) ]
  cleanupret from %25 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0A@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  store ptr @"??_7A@@6B@", ptr %5, align 8
  %6 = getelementptr inbounds %struct.A, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.A, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 8
  store i32 %9, ptr %6, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0B@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  store ptr @"??_7B@@6B@", ptr %5, align 8
  %6 = getelementptr inbounds %struct.B, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.B, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 8
  store i32 %9, ptr %6, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1D@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7D@@6BA@@@", ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr @"??_7D@@6BB@@@", ptr %4, align 8
  %5 = getelementptr inbounds %struct.D, ptr %3, i32 0, i32 2
  %6 = load i32, ptr %5, align 8
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 noundef %6)
          to label %8 unwind label %10

8:                                                ; preds = %1
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  call void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %9) #7
  call void @"??1A@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #7
  ret void

10:                                               ; preds = %1
  %11 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %11) ]
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0A@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7A@@6B@", ptr %3, align 8
  %4 = getelementptr inbounds %struct.A, ptr %3, i32 0, i32 1
  store i32 1, ptr %4, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0B@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7B@@6B@", ptr %3, align 8
  %4 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 1
  store i32 2, ptr %4, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1A@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GD@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1D@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(40) %6) #7
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 40) #9
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?whoA@D@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_07ODFLIGDP@D?5via?5A?$AA@"
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_ED@@WBA@EAAPEAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #4 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr i8, ptr %6, i32 -16
  %9 = tail call noundef ptr @"??_GD@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(40) %8, i32 noundef %7) #7
  ret ptr %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?whoB@D@@UEBAPEBDXZ"(ptr noundef %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i32 -16
  ret ptr @"??_C@_07MIHGNFPM@D?5via?5B?$AA@"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GA@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1A@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #9
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?whoA@A@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_01FHEEJDEE@A?$AA@"
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GB@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #9
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"?whoB@B@@UEBAPEBDXZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"??_C@_01HMGJMAIH@B?$AA@"
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
