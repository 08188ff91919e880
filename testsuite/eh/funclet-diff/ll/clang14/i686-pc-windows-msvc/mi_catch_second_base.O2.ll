; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.3 = type { i32, [3 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%eh.CatchableTypeArray.4 = type { i32, [4 x %eh.CatchableType*] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { i32 (...)**, i32 }
%struct.B = type { i32 (...)**, i32 }

$"??0D@@QAE@ABU0@@Z" = comdat any

$"??0A@@QAE@ABU0@@Z" = comdat any

$"??0B@@QAE@ABU0@@Z" = comdat any

$"??1D@@UAE@XZ" = comdat any

$"??_GD@@UAEPAXI@Z" = comdat any

$"?whoA@D@@UBEPBDXZ" = comdat any

$"??_ED@@W7AEPAXI@Z" = comdat any

$"?whoB@D@@UBEPBDXZ" = comdat any

$"??_GA@@UAEPAXI@Z" = comdat any

$"?whoA@A@@UBEPBDXZ" = comdat any

$"??_GB@@UAEPAXI@Z" = comdat any

$"?whoB@B@@UBEPBDXZ" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_R0?AUD@@@8" = comdat any

$"_CT??_R0?AUD@@@8??0D@@QAE@ABU0@@Z20" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"_CT??_R0?AUA@@@8??0A@@QAE@ABU0@@Z8" = comdat any

$"_CT??_R0?AUB@@@8??0B@@QAE@ABU0@@Z88" = comdat any

$"_CTA3?AUD@@" = comdat any

$"_TI3?AUD@@" = comdat any

$"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = comdat any

$"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = comdat any

$"??_R0PAUA@@@8" = comdat any

$"??_R0PAUD@@@8" = comdat any

$"_CT??_R0PAUD@@@84" = comdat any

$"_CT??_R0PAUA@@@84" = comdat any

$"??_R0PAUB@@@8" = comdat any

$"_CT??_R0PAUB@@@848" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$"_CTA4PAUD@@" = comdat any

$"_TI4PAUD@@" = comdat any

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

$"??_R17?0A@EA@B@@8" = comdat any

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
@"_CT??_R0?AUD@@@8??0D@@QAE@ABU0@@Z20" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), i32 0, i32 -1, i32 0, i32 20, i8* bitcast (%struct.D* (%struct.D*, %struct.D*)* @"??0D@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUA@@\00" }, comdat
@"_CT??_R0?AUA@@@8??0A@@QAE@ABU0@@Z8" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i8*), i32 0, i32 -1, i32 0, i32 8, i8* bitcast (%struct.A* (%struct.A*, %struct.A*)* @"??0A@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUB@@@8??0B@@QAE@ABU0@@Z88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i8*), i32 8, i32 -1, i32 0, i32 8, i8* bitcast (%struct.B* (%struct.B*, %struct.B*)* @"??0B@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA3?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUD@@@8??0D@@QAE@ABU0@@Z20", %eh.CatchableType* @"_CT??_R0?AUA@@@8??0A@@QAE@ABU0@@Z8", %eh.CatchableType* @"_CT??_R0?AUB@@@8??0B@@QAE@ABU0@@Z88"] }, section ".xdata", comdat
@"_TI3?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.D*)* @"??1D@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.3* @"_CTA3?AUD@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", comdat, align 1
@"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", comdat, align 1
@"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", comdat, align 1
@"??_R0PAUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PAUA@@\00" }, comdat
@"??_R0PAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PAUD@@\00" }, comdat
@"_CT??_R0PAUD@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PAUD@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CT??_R0PAUA@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PAUA@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PAUB@@\00" }, comdat
@"_CT??_R0PAUB@@@848" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PAUB@@@8" to i8*), i32 8, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAX@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA4PAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAUD@@@84", %eh.CatchableType* @"_CT??_R0PAUA@@@84", %eh.CatchableType* @"_CT??_R0PAUB@@@848", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI4PAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.4* @"_CTA4PAUD@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", comdat, align 1
@"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4D@@6BA@@@" to i8*), i8* bitcast (i8* (%struct.D*, i32)* @"??_GD@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.D*)* @"?whoA@D@@UBEPBDXZ" to i8*)] }, comdat($"??_7D@@6BA@@@")
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4D@@6BB@@@" to i8*), i8* bitcast (i8* (%struct.D*, i32)* @"??_ED@@W7AEPAXI@Z" to i8*), i8* bitcast (i8* (i8*)* @"?whoB@D@@UBEPBDXZ" to i8*)] }, comdat($"??_7D@@6BB@@@")
@"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"D(%d)\0A\00", comdat, align 1
@"??_R4D@@6BA@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3D@@8" }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, %rtti.BaseClassDescriptor** getelementptr inbounds ([4 x %rtti.BaseClassDescriptor*], [4 x %rtti.BaseClassDescriptor*]* @"??_R2D@@8", i32 0, i32 0) }, comdat
@"??_R2D@@8" = linkonce_odr constant [4 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@D@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@A@@8", %rtti.BaseClassDescriptor* @"??_R17?0A@EA@B@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), i32 2, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3D@@8" }, comdat
@"??_R1A@?0A@EA@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3A@@8" }, comdat
@"??_R3A@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2A@@8", i32 0, i32 0) }, comdat
@"??_R2A@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@A@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R17?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i8*), i32 0, i32 8, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3B@@8" }, comdat
@"??_R3B@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2B@@8", i32 0, i32 0) }, comdat
@"??_R2B@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@B@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3B@@8" }, comdat
@"??_R4D@@6BB@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3D@@8" }, comdat
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4A@@6B@" to i8*), i8* bitcast (i8* (%struct.A*, i32)* @"??_GA@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.A*)* @"?whoA@A@@UBEPBDXZ" to i8*)] }, comdat($"??_7A@@6B@")
@"??_R4A@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3A@@8" }, comdat
@"??_C@_01FHEEJDEE@A?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"A\00", comdat, align 1
@3 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4B@@6B@" to i8*), i8* bitcast (i8* (%struct.B*, i32)* @"??_GB@@UAEPAXI@Z" to i8*), i8* bitcast (i8* (%struct.B*)* @"?whoB@B@@UBEPBDXZ" to i8*)] }, comdat($"??_7B@@6B@")
@"??_R4B@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3B@@8" }, comdat
@"??_C@_01HMGJMAIH@B?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"B\00", comdat, align 1
@"??_C@_07ODFLIGDP@D?5via?5A?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"D via A\00", comdat, align 1
@"??_C@_07MIHGNFPM@D?5via?5B?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"D via B\00", comdat, align 1
@"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", comdat, align 1
@"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", comdat, align 1
@str = private unnamed_addr constant [15 x i8] c"A* matches too\00", align 1
@str.1 = private unnamed_addr constant [4 x i8] c"end\00", align 1

@"??_7D@@6BA@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7D@@6BB@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7A@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7B@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @3, i32 0, i32 0, i32 1)

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.D, align 4
  %2 = alloca %struct.B*, align 4
  %3 = alloca %struct.D, align 4
  %4 = alloca %struct.A*, align 4
  %5 = alloca %struct.D, align 4
  %6 = alloca %struct.D*, align 4
  %7 = alloca %struct.D*, align 4
  %8 = alloca %struct.B*, align 4
  %9 = alloca %struct.D, align 4
  %10 = alloca %struct.D, align 4
  %11 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 0
  %12 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 0
  %14 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 1
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %11, align 4, !tbaa !3
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %13, align 4, !tbaa !3
  %15 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 2
  store i32 1, i32* %15, align 4, !tbaa !6
  store i32 10, i32* %12, align 4, !tbaa !10
  store i32 20, i32* %14, align 4, !tbaa !12
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 1)
  %17 = bitcast %struct.D* %1 to i8*
  invoke void @_CxxThrowException(i8* nonnull %17, %eh.ThrowInfo* nonnull @"_TI3?AUD@@") #9
          to label %121 unwind label %18

18:                                               ; preds = %0
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor7* @"??_R0?AUB@@@8", i32 8, %struct.B** %2]
  %22 = load %struct.B*, %struct.B** %2, align 4, !tbaa !14
  %23 = bitcast %struct.B* %22 to i8* (%struct.B*)***
  %24 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %23, align 4, !tbaa !3
  %25 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %24, i32 1
  %26 = load i8* (%struct.B*)*, i8* (%struct.B*)** %25, align 4
  %27 = call x86_thiscallcc noundef i8* %26(%struct.B* noundef nonnull align 4 dereferenceable(8) %22) [ "funclet"(token %21) ]
  %28 = load %struct.B*, %struct.B** %2, align 4, !tbaa !14
  %29 = getelementptr inbounds %struct.B, %struct.B* %28, i32 0, i32 1
  %30 = load i32, i32* %29, align 4, !tbaa !12
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i32 0, i32 0), i32 noundef %30, i8* noundef %27) [ "funclet"(token %21) ]
  %32 = bitcast %struct.B** %2 to i8**
  %33 = load i8*, i8** %32, align 4, !tbaa !14
  %34 = getelementptr inbounds i8, i8* %33, i32 8
  %35 = bitcast i8* %34 to i32*
  %36 = load i32, i32* %35, align 4, !tbaa !6
  %37 = getelementptr inbounds i8, i8* %33, i32 -4
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !10
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %39, i32 noundef %36) [ "funclet"(token %21) ]
  catchret from %21 to label %41

41:                                               ; preds = %20
  %42 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 0, i32 0
  %43 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 0, i32 1
  %44 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 1, i32 0
  %45 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 1, i32 1
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %42, align 4, !tbaa !3
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %44, align 4, !tbaa !3
  %46 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 2
  store i32 2, i32* %46, align 4, !tbaa !6
  store i32 20, i32* %43, align 4, !tbaa !10
  store i32 40, i32* %45, align 4, !tbaa !12
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 2)
  %48 = bitcast %struct.D* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %48, %eh.ThrowInfo* nonnull @"_TI3?AUD@@") #9
          to label %121 unwind label %49

49:                                               ; preds = %41
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [%rtti.TypeDescriptor7* @"??_R0?AUA@@@8", i32 8, %struct.A** %4]
  %53 = load %struct.A*, %struct.A** %4, align 4, !tbaa !14
  %54 = bitcast %struct.A* %53 to i8* (%struct.A*)***
  %55 = load i8* (%struct.A*)**, i8* (%struct.A*)*** %54, align 4, !tbaa !3
  %56 = getelementptr inbounds i8* (%struct.A*)*, i8* (%struct.A*)** %55, i32 1
  %57 = load i8* (%struct.A*)*, i8* (%struct.A*)** %56, align 4
  %58 = call x86_thiscallcc noundef i8* %57(%struct.A* noundef nonnull align 4 dereferenceable(8) %53) [ "funclet"(token %52) ]
  %59 = load %struct.A*, %struct.A** %4, align 4, !tbaa !14
  %60 = getelementptr inbounds %struct.A, %struct.A* %59, i32 0, i32 1
  %61 = load i32, i32* %60, align 4, !tbaa !10
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i32 0, i32 0), i32 noundef %61, i8* noundef %58) [ "funclet"(token %52) ]
  catchret from %52 to label %63

63:                                               ; preds = %51
  %64 = bitcast %struct.D* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %64) #10
  %65 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 0, i32 0
  %66 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 0, i32 1
  %67 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 1, i32 0
  %68 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 1, i32 1
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %65, align 4, !tbaa !3
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %67, align 4, !tbaa !3
  %69 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 2
  store i32 3, i32* %69, align 4, !tbaa !6
  store i32 30, i32* %66, align 4, !tbaa !10
  store i32 60, i32* %68, align 4, !tbaa !12
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 3)
  store %struct.D* %5, %struct.D** %6, align 4, !tbaa !14
  %71 = bitcast %struct.D** %6 to i8*
  invoke void @_CxxThrowException(i8* nonnull %71, %eh.ThrowInfo* nonnull @"_TI4PAUD@@") #9
          to label %121 unwind label %72

72:                                               ; preds = %63
  %73 = catchswitch within none [label %74] unwind label %117

74:                                               ; preds = %72
  %75 = catchpad within %73 [%rtti.TypeDescriptor7* @"??_R0PAUA@@@8", i32 0, i8* null]
  %76 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %75) ]
  catchret from %75 to label %77

77:                                               ; preds = %74
  store %struct.D* %5, %struct.D** %7, align 4, !tbaa !14
  %78 = bitcast %struct.D** %7 to i8*
  invoke void @_CxxThrowException(i8* nonnull %78, %eh.ThrowInfo* nonnull @"_TI4PAUD@@") #9
          to label %121 unwind label %79

79:                                               ; preds = %77
  %80 = catchswitch within none [label %81] unwind label %117

81:                                               ; preds = %79
  %82 = catchpad within %80 [%rtti.TypeDescriptor7* @"??_R0PAUB@@@8", i32 0, %struct.B** %8]
  %83 = load %struct.B*, %struct.B** %8, align 4, !tbaa !14
  %84 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 1
  %85 = icmp eq %struct.B* %83, %84
  %86 = zext i1 %85 to i32
  %87 = getelementptr inbounds %struct.B, %struct.B* %83, i32 0, i32 1
  %88 = load i32, i32* %87, align 4, !tbaa !12
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %88, i32 noundef %86) [ "funclet"(token %82) ]
  catchret from %82 to label %90

90:                                               ; preds = %81
  %91 = getelementptr inbounds %struct.D, %struct.D* %9, i32 0, i32 0, i32 0
  %92 = getelementptr inbounds %struct.D, %struct.D* %9, i32 0, i32 0, i32 1
  %93 = getelementptr inbounds %struct.D, %struct.D* %9, i32 0, i32 1, i32 0
  %94 = getelementptr inbounds %struct.D, %struct.D* %9, i32 0, i32 1, i32 1
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %91, align 4, !tbaa !3
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %93, align 4, !tbaa !3
  %95 = getelementptr inbounds %struct.D, %struct.D* %9, i32 0, i32 2
  store i32 4, i32* %95, align 4, !tbaa !6
  store i32 40, i32* %92, align 4, !tbaa !10
  store i32 80, i32* %94, align 4, !tbaa !12
  %96 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 4)
  %97 = bitcast %struct.D* %9 to i8*
  invoke void @_CxxThrowException(i8* nonnull %97, %eh.ThrowInfo* nonnull @"_TI3?AUD@@") #9
          to label %121 unwind label %98

98:                                               ; preds = %90
  %99 = catchswitch within none [label %100] unwind label %117

100:                                              ; preds = %98
  %101 = catchpad within %99 [%rtti.TypeDescriptor7* @"??_R0?AUD@@@8", i32 0, %struct.D* %10]
  %102 = getelementptr inbounds %struct.D, %struct.D* %10, i32 0, i32 2
  %103 = load i32, i32* %102, align 4, !tbaa !6
  %104 = getelementptr inbounds %struct.D, %struct.D* %10, i32 0, i32 1, i32 1
  %105 = load i32, i32* %104, align 4, !tbaa !12
  %106 = getelementptr inbounds %struct.D, %struct.D* %10, i32 0, i32 0, i32 1
  %107 = load i32, i32* %106, align 4, !tbaa !10
  %108 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %107, i32 noundef %105, i32 noundef %103) [ "funclet"(token %101) ]
  %109 = getelementptr inbounds %struct.D, %struct.D* %10, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %109, align 4, !tbaa !3
  %110 = getelementptr inbounds %struct.D, %struct.D* %10, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %110, align 4, !tbaa !3
  %111 = load i32, i32* %102, align 4, !tbaa !6
  %112 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %111) #10 [ "funclet"(token %101) ]
  catchret from %101 to label %113

113:                                              ; preds = %100
  %114 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.1, i32 0, i32 0))
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %65, align 4, !tbaa !3
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %67, align 4, !tbaa !3
  %115 = load i32, i32* %69, align 4, !tbaa !6
  %116 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %115) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %64) #10
  ret i32 0

117:                                              ; preds = %98, %79, %72
  %118 = cleanuppad within none []
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %65, align 4, !tbaa !3
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %67, align 4, !tbaa !3
  %119 = load i32, i32* %69, align 4, !tbaa !6
  %120 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %119) #10 [ "funclet"(token %118) ]
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %64) #10
  cleanupret from %118 unwind to caller

121:                                              ; preds = %90, %77, %63, %41, %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

define linkonce_odr dso_local x86_thiscallcc noundef %struct.D* @"??0D@@QAE@ABU0@@Z"(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0, %struct.D* noundef nonnull align 4 dereferenceable(20) %1) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa !10
  store i32 %6, i32* %4, align 4, !tbaa !10
  %7 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 0
  %8 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 1
  %9 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 1
  %10 = load i32, i32* %9, align 4, !tbaa !12
  store i32 %10, i32* %8, align 4, !tbaa !12
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %7, align 4, !tbaa !3
  %11 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 2
  %13 = load i32, i32* %12, align 4, !tbaa !6
  store i32 %13, i32* %11, align 4, !tbaa !6
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %13)
  ret %struct.D* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.A* @"??0A@@QAE@ABU0@@Z"(%struct.A* noundef nonnull returned align 4 dereferenceable(8) %0, %struct.A* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.A, %struct.A* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7A@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  %4 = getelementptr inbounds %struct.A, %struct.A* %0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.A, %struct.A* %1, i32 0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa !10
  store i32 %6, i32* %4, align 4, !tbaa !10
  ret %struct.A* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.B* @"??0B@@QAE@ABU0@@Z"(%struct.B* noundef nonnull returned align 4 dereferenceable(8) %0, %struct.B* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.B, %struct.B* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7B@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  %4 = getelementptr inbounds %struct.B, %struct.B* %0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.B, %struct.B* %1, i32 0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa !12
  store i32 %6, i32* %4, align 4, !tbaa !12
  ret %struct.B* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1D@@UAE@XZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !3
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !6
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %5)
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GD@@UAEPAXI@Z"(%struct.D* noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.D* %0 to i8*
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !3
  %5 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %5, align 4, !tbaa !3
  %6 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 2
  %7 = load i32, i32* %6, align 4, !tbaa !6
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %7) #10
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %11

11:                                               ; preds = %10, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?whoA@D@@UBEPBDXZ"(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07ODFLIGDP@D?5via?5A?$AA@", i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_ED@@W7AEPAXI@Z"(%struct.D* noundef %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = getelementptr %struct.D, %struct.D* %0, i32 -1, i32 1, i32 1
  %4 = bitcast i32* %3 to i8*
  %5 = bitcast i32* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %5, align 4, !tbaa !3
  %6 = getelementptr inbounds i32, i32* %3, i32 2
  %7 = bitcast i32* %6 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %7, align 4, !tbaa !3
  %8 = getelementptr inbounds i32, i32* %3, i32 4
  %9 = load i32, i32* %8, align 4, !tbaa !6
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %9) #10
  %11 = icmp eq i32 %1, 0
  br i1 %11, label %13, label %12

12:                                               ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %4) #11
  br label %13

13:                                               ; preds = %2, %12
  ret i8* %4
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?whoB@D@@UBEPBDXZ"(i8* noundef %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MIHGNFPM@D?5via?5B?$AA@", i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GA@@UAEPAXI@Z"(%struct.A* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = bitcast %struct.A* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?whoA@A@@UBEPBDXZ"(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FHEEJDEE@A?$AA@", i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) local_unnamed_addr #7

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GB@@UAEPAXI@Z"(%struct.B* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = bitcast %struct.B* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #11
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"?whoB@B@@UBEPBDXZ"(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01HMGJMAIH@B?$AA@", i32 0, i32 0)
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { noreturn }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"vtable pointer", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !8, i64 16}
!7 = !{!"?AUD@@", !8, i64 16}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !5, i64 0}
!10 = !{!11, !8, i64 4}
!11 = !{!"?AUA@@", !8, i64 4}
!12 = !{!13, !8, i64 4}
!13 = !{!"?AUB@@", !8, i64 4}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !9, i64 0}
