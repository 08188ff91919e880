; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%eh.CatchableTypeArray.4 = type { i32, [4 x i32] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { i32 (...)**, i32 }
%struct.B = type { i32 (...)**, i32 }

$"??0D@@QEAA@AEBU0@@Z" = comdat any

$"??0A@@QEAA@AEBU0@@Z" = comdat any

$"??0B@@QEAA@AEBU0@@Z" = comdat any

$"??1D@@UEAA@XZ" = comdat any

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

$"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = comdat any

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

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_R0?AUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUD@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z40" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 40, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.D* (%struct.D*, %struct.D*)* @"??0D@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUA@@\00" }, comdat
@"_CT??_R0?AUA@@@8??0A@@QEAA@AEBU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.A* (%struct.A*, %struct.A*)* @"??0A@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUB@@@8??0B@@QEAA@AEBU0@@Z1616" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 16, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.B* (%struct.B*, %struct.B*)* @"??0B@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA3?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z40" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUA@@@8??0A@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUB@@@8??0B@@QEAA@AEBU0@@Z1616" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.D*)* @"??1D@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.3* @"_CTA3?AUD@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", comdat, align 8
@"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", comdat, align 8
@"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", comdat, align 8
@"??_R0PEAUA@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUA@@\00" }, comdat
@"??_R0PEAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUD@@\00" }, comdat
@"_CT??_R0PEAUD@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUA@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUA@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAUB@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUB@@\00" }, comdat
@"_CT??_R0PEAUB@@@8816" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 16, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA4PEAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUD@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUA@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUB@@@8816" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI4PEAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.4* @"_CTA4PEAUD@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", comdat, align 8
@"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", comdat, align 8
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4D@@6BA@@@" to i8*), i8* bitcast (i8* (%struct.D*, i32)* @"??_GD@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.D*)* @"?whoA@D@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7D@@6BA@@@")
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4D@@6BB@@@" to i8*), i8* bitcast (i8* (%struct.D*, i32)* @"??_ED@@WBA@EAAPEAXI@Z" to i8*), i8* bitcast (i8* (i8*)* @"?whoB@D@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7D@@6BB@@@")
@"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"D(%d)\0A\00", comdat, align 4
@"??_R4D@@6BA@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4D@@6BA@@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([4 x i32]* @"??_R2D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2D@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1BA@?0A@EA@B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3A@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3A@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2A@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2A@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1BA@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 16, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3B@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2B@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R4D@@6BB@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4D@@6BB@@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4A@@6B@" to i8*), i8* bitcast (i8* (%struct.A*, i32)* @"??_GA@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.A*)* @"?whoA@A@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7A@@6B@")
@"??_R4A@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3A@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4A@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_01FHEEJDEE@A?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"A\00", comdat, align 4
@3 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4B@@6B@" to i8*), i8* bitcast (i8* (%struct.B*, i32)* @"??_GB@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.B*)* @"?whoB@B@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7B@@6B@")
@"??_R4B@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4B@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_01HMGJMAIH@B?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"B\00", comdat, align 4
@"??_C@_07ODFLIGDP@D?5via?5A?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"D via A\00", comdat, align 8
@"??_C@_07MIHGNFPM@D?5via?5B?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"D via B\00", comdat, align 8
@"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", comdat, align 8
@"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", comdat, align 8
@str = private unnamed_addr constant [15 x i8] c"A* matches too\00", align 1
@str.1 = private unnamed_addr constant [4 x i8] c"end\00", align 1

@"??_7D@@6BA@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7D@@6BB@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7A@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7B@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @3, i32 0, i32 0, i32 1)

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.D, align 8
  %2 = alloca %struct.B*, align 8
  %3 = alloca %struct.D, align 8
  %4 = alloca %struct.A*, align 8
  %5 = alloca %struct.D, align 8
  %6 = alloca %struct.D*, align 8
  %7 = alloca %struct.D*, align 8
  %8 = alloca %struct.B*, align 8
  %9 = alloca %struct.D, align 8
  %10 = alloca %struct.D, align 8
  %11 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 0
  %12 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 1, i32 0
  %14 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 1, i32 1
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %11, align 8, !tbaa !8
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %13, align 8, !tbaa !8
  %15 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2
  store i32 1, i32* %15, align 8, !tbaa !11
  store i32 10, i32* %12, align 8, !tbaa !15
  store i32 20, i32* %14, align 8, !tbaa !17
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 1)
  %17 = bitcast %struct.D* %1 to i8*
  invoke void @_CxxThrowException(i8* nonnull %17, %eh.ThrowInfo* nonnull @"_TI3?AUD@@") #9
          to label %121 unwind label %18

18:                                               ; preds = %0
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor7* @"??_R0?AUB@@@8", i32 8, %struct.B** %2]
  %22 = load %struct.B*, %struct.B** %2, align 8, !tbaa !19
  %23 = bitcast %struct.B* %22 to i8* (%struct.B*)***
  %24 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %23, align 8, !tbaa !8
  %25 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %24, i64 1
  %26 = load i8* (%struct.B*)*, i8* (%struct.B*)** %25, align 8
  %27 = call noundef i8* %26(%struct.B* noundef nonnull align 8 dereferenceable(16) %22) [ "funclet"(token %21) ]
  %28 = load %struct.B*, %struct.B** %2, align 8, !tbaa !19
  %29 = getelementptr inbounds %struct.B, %struct.B* %28, i64 0, i32 1
  %30 = load i32, i32* %29, align 8, !tbaa !17
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %30, i8* noundef %27) [ "funclet"(token %21) ]
  %32 = bitcast %struct.B** %2 to i8**
  %33 = load i8*, i8** %32, align 8, !tbaa !19
  %34 = getelementptr inbounds i8, i8* %33, i64 16
  %35 = bitcast i8* %34 to i32*
  %36 = load i32, i32* %35, align 8, !tbaa !11
  %37 = getelementptr inbounds i8, i8* %33, i64 -8
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 8, !tbaa !15
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %39, i32 noundef %36) [ "funclet"(token %21) ]
  catchret from %21 to label %41

41:                                               ; preds = %20
  %42 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 0, i32 0
  %43 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 0, i32 1
  %44 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 1, i32 0
  %45 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 1, i32 1
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %42, align 8, !tbaa !8
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %44, align 8, !tbaa !8
  %46 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 2
  store i32 2, i32* %46, align 8, !tbaa !11
  store i32 20, i32* %43, align 8, !tbaa !15
  store i32 40, i32* %45, align 8, !tbaa !17
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 2)
  %48 = bitcast %struct.D* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %48, %eh.ThrowInfo* nonnull @"_TI3?AUD@@") #9
          to label %121 unwind label %49

49:                                               ; preds = %41
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [%rtti.TypeDescriptor7* @"??_R0?AUA@@@8", i32 8, %struct.A** %4]
  %53 = load %struct.A*, %struct.A** %4, align 8, !tbaa !19
  %54 = bitcast %struct.A* %53 to i8* (%struct.A*)***
  %55 = load i8* (%struct.A*)**, i8* (%struct.A*)*** %54, align 8, !tbaa !8
  %56 = getelementptr inbounds i8* (%struct.A*)*, i8* (%struct.A*)** %55, i64 1
  %57 = load i8* (%struct.A*)*, i8* (%struct.A*)** %56, align 8
  %58 = call noundef i8* %57(%struct.A* noundef nonnull align 8 dereferenceable(16) %53) [ "funclet"(token %52) ]
  %59 = load %struct.A*, %struct.A** %4, align 8, !tbaa !19
  %60 = getelementptr inbounds %struct.A, %struct.A* %59, i64 0, i32 1
  %61 = load i32, i32* %60, align 8, !tbaa !15
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %61, i8* noundef %58) [ "funclet"(token %52) ]
  catchret from %52 to label %63

63:                                               ; preds = %51
  %64 = bitcast %struct.D* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %64) #10
  %65 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 0, i32 0
  %66 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 0, i32 1
  %67 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 1, i32 0
  %68 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 1, i32 1
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %65, align 8, !tbaa !8
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %67, align 8, !tbaa !8
  %69 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 2
  store i32 3, i32* %69, align 8, !tbaa !11
  store i32 30, i32* %66, align 8, !tbaa !15
  store i32 60, i32* %68, align 8, !tbaa !17
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 3)
  store %struct.D* %5, %struct.D** %6, align 8, !tbaa !19
  %71 = bitcast %struct.D** %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %71, %eh.ThrowInfo* nonnull @"_TI4PEAUD@@") #9
          to label %121 unwind label %72

72:                                               ; preds = %63
  %73 = catchswitch within none [label %74] unwind label %117

74:                                               ; preds = %72
  %75 = catchpad within %73 [%rtti.TypeDescriptor8* @"??_R0PEAUA@@@8", i32 0, i8* null]
  %76 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i64 0, i64 0)) [ "funclet"(token %75) ]
  catchret from %75 to label %77

77:                                               ; preds = %74
  store %struct.D* %5, %struct.D** %7, align 8, !tbaa !19
  %78 = bitcast %struct.D** %7 to i8*
  invoke void @_CxxThrowException(i8* nonnull %78, %eh.ThrowInfo* nonnull @"_TI4PEAUD@@") #9
          to label %121 unwind label %79

79:                                               ; preds = %77
  %80 = catchswitch within none [label %81] unwind label %117

81:                                               ; preds = %79
  %82 = catchpad within %80 [%rtti.TypeDescriptor8* @"??_R0PEAUB@@@8", i32 0, %struct.B** %8]
  %83 = load %struct.B*, %struct.B** %8, align 8, !tbaa !19
  %84 = getelementptr inbounds %struct.D, %struct.D* %5, i64 0, i32 1
  %85 = icmp eq %struct.B* %83, %84
  %86 = zext i1 %85 to i32
  %87 = getelementptr inbounds %struct.B, %struct.B* %83, i64 0, i32 1
  %88 = load i32, i32* %87, align 8, !tbaa !17
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %88, i32 noundef %86) [ "funclet"(token %82) ]
  catchret from %82 to label %90

90:                                               ; preds = %81
  %91 = getelementptr inbounds %struct.D, %struct.D* %9, i64 0, i32 0, i32 0
  %92 = getelementptr inbounds %struct.D, %struct.D* %9, i64 0, i32 0, i32 1
  %93 = getelementptr inbounds %struct.D, %struct.D* %9, i64 0, i32 1, i32 0
  %94 = getelementptr inbounds %struct.D, %struct.D* %9, i64 0, i32 1, i32 1
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %91, align 8, !tbaa !8
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %93, align 8, !tbaa !8
  %95 = getelementptr inbounds %struct.D, %struct.D* %9, i64 0, i32 2
  store i32 4, i32* %95, align 8, !tbaa !11
  store i32 40, i32* %92, align 8, !tbaa !15
  store i32 80, i32* %94, align 8, !tbaa !17
  %96 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 4)
  %97 = bitcast %struct.D* %9 to i8*
  invoke void @_CxxThrowException(i8* nonnull %97, %eh.ThrowInfo* nonnull @"_TI3?AUD@@") #9
          to label %121 unwind label %98

98:                                               ; preds = %90
  %99 = catchswitch within none [label %100] unwind label %117

100:                                              ; preds = %98
  %101 = catchpad within %99 [%rtti.TypeDescriptor7* @"??_R0?AUD@@@8", i32 0, %struct.D* %10]
  %102 = getelementptr inbounds %struct.D, %struct.D* %10, i64 0, i32 2
  %103 = load i32, i32* %102, align 8, !tbaa !11
  %104 = getelementptr inbounds %struct.D, %struct.D* %10, i64 0, i32 1, i32 1
  %105 = load i32, i32* %104, align 8, !tbaa !17
  %106 = getelementptr inbounds %struct.D, %struct.D* %10, i64 0, i32 0, i32 1
  %107 = load i32, i32* %106, align 8, !tbaa !15
  %108 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %107, i32 noundef %105, i32 noundef %103) [ "funclet"(token %101) ]
  %109 = getelementptr inbounds %struct.D, %struct.D* %10, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %109, align 8, !tbaa !8
  %110 = getelementptr inbounds %struct.D, %struct.D* %10, i64 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %110, align 8, !tbaa !8
  %111 = load i32, i32* %102, align 8, !tbaa !11
  %112 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %111) #10 [ "funclet"(token %101) ]
  catchret from %101 to label %113

113:                                              ; preds = %100
  %114 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.1, i64 0, i64 0))
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %65, align 8, !tbaa !8
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %67, align 8, !tbaa !8
  %115 = load i32, i32* %69, align 8, !tbaa !11
  %116 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %115) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %64) #10
  ret i32 0

117:                                              ; preds = %98, %79, %72
  %118 = cleanuppad within none []
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %65, align 8, !tbaa !8
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %67, align 8, !tbaa !8
  %119 = load i32, i32* %69, align 8, !tbaa !11
  %120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %119) #10 [ "funclet"(token %118) ]
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %64) #10
  cleanupret from %118 unwind to caller

121:                                              ; preds = %90, %77, %63, %41, %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.D* @"??0D@@QEAA@AEBU0@@Z"(%struct.D* noundef nonnull returned align 8 dereferenceable(40) %0, %struct.D* noundef nonnull align 8 dereferenceable(40) %1) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !15
  store i32 %6, i32* %4, align 8, !tbaa !15
  %7 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 1, i32 0
  %8 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 1, i32 1
  %9 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 1, i32 1
  %10 = load i32, i32* %9, align 8, !tbaa !17
  store i32 %10, i32* %8, align 8, !tbaa !17
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !8
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %7, align 8, !tbaa !8
  %11 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 2
  %12 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2
  %13 = load i32, i32* %12, align 8, !tbaa !11
  store i32 %13, i32* %11, align 8, !tbaa !11
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %13)
  ret %struct.D* %0
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.A* @"??0A@@QEAA@AEBU0@@Z"(%struct.A* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.A* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.A, %struct.A* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7A@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !8
  %4 = getelementptr inbounds %struct.A, %struct.A* %0, i64 0, i32 1
  %5 = getelementptr inbounds %struct.A, %struct.A* %1, i64 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !15
  store i32 %6, i32* %4, align 8, !tbaa !15
  ret %struct.A* %0
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.B* @"??0B@@QEAA@AEBU0@@Z"(%struct.B* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.B* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.B, %struct.B* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7B@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !8
  %4 = getelementptr inbounds %struct.B, %struct.B* %0, i64 0, i32 1
  %5 = getelementptr inbounds %struct.B, %struct.B* %1, i64 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !17
  store i32 %6, i32* %4, align 8, !tbaa !17
  ret %struct.B* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1D@@UEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !8
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !8
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 8, !tbaa !11
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GD@@UEAAPEAXI@Z"(%struct.D* noundef nonnull align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.D* %0 to i8*
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !8
  %5 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %5, align 8, !tbaa !8
  %6 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 2
  %7 = load i32, i32* %6, align 8, !tbaa !11
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %7) #10
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #11
  br label %11

11:                                               ; preds = %10, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?whoA@D@@UEBAPEBDXZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07ODFLIGDP@D?5via?5A?$AA@", i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_ED@@WBA@EAAPEAXI@Z"(%struct.D* noundef %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr %struct.D, %struct.D* %0, i64 -1, i32 1, i32 1
  %4 = bitcast i32* %3 to i8*
  %5 = bitcast i32* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %5, align 8, !tbaa !8
  %6 = getelementptr inbounds i32, i32* %3, i64 4
  %7 = bitcast i32* %6 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %7, align 8, !tbaa !8
  %8 = getelementptr inbounds i32, i32* %3, i64 8
  %9 = load i32, i32* %8, align 8, !tbaa !11
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %9) #10
  %11 = icmp eq i32 %1, 0
  br i1 %11, label %13, label %12

12:                                               ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %4) #11
  br label %13

13:                                               ; preds = %2, %12
  ret i8* %4
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?whoB@D@@UEBAPEBDXZ"(i8* noundef %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MIHGNFPM@D?5via?5B?$AA@", i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GA@@UEAAPEAXI@Z"(%struct.A* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = bitcast %struct.A* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?whoA@A@@UEBAPEBDXZ"(%struct.A* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FHEEJDEE@A?$AA@", i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GB@@UEAAPEAXI@Z"(%struct.B* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = bitcast %struct.B* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?whoB@B@@UEBAPEBDXZ"(%struct.B* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01HMGJMAIH@B?$AA@", i64 0, i64 0)
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { nofree nounwind }
attributes #9 = { noreturn }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"vtable pointer", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !13, i64 32}
!12 = !{!"?AUD@@", !13, i64 32}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !10, i64 0}
!15 = !{!16, !13, i64 8}
!16 = !{!"?AUA@@", !13, i64 8}
!17 = !{!18, !13, i64 8}
!18 = !{!"?AUB@@", !13, i64 8}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !14, i64 0}
