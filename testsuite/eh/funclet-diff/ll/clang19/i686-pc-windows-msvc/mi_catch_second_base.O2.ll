; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.3 = type { i32, [3 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%eh.CatchableTypeArray.4 = type { i32, [4 x ptr] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { ptr, i32 }
%struct.B = type { ptr, i32 }

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

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_R0?AUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUD@@\00" }, comdat
@"_CT??_R0?AUD@@@8??0D@@QAE@ABU0@@Z20" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUD@@@8", i32 0, i32 -1, i32 0, i32 20, ptr @"??0D@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUA@@\00" }, comdat
@"_CT??_R0?AUA@@@8??0A@@QAE@ABU0@@Z8" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUA@@@8", i32 0, i32 -1, i32 0, i32 8, ptr @"??0A@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CT??_R0?AUB@@@8??0B@@QAE@ABU0@@Z88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUB@@@8", i32 8, i32 -1, i32 0, i32 8, ptr @"??0B@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA3?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x ptr] [ptr @"_CT??_R0?AUD@@@8??0D@@QAE@ABU0@@Z20", ptr @"_CT??_R0?AUA@@@8??0A@@QAE@ABU0@@Z8", ptr @"_CT??_R0?AUB@@@8??0B@@QAE@ABU0@@Z88"] }, section ".xdata", comdat
@"_TI3?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1D@@UAE@XZ", ptr null, ptr @"_CTA3?AUD@@" }, section ".xdata", comdat
@"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", comdat, align 1
@"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", comdat, align 1
@"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", comdat, align 1
@"??_R0PAUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PAUA@@\00" }, comdat
@"??_R0PAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PAUD@@\00" }, comdat
@"_CT??_R0PAUD@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAUD@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CT??_R0PAUA@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAUA@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PAUB@@\00" }, comdat
@"_CT??_R0PAUB@@@848" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAUB@@@8", i32 8, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAX@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA4PAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x ptr] [ptr @"_CT??_R0PAUD@@@84", ptr @"_CT??_R0PAUA@@@84", ptr @"_CT??_R0PAUB@@@848", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI4PAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA4PAUD@@" }, section ".xdata", comdat
@"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", comdat, align 1
@"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4D@@6BA@@@", ptr @"??_GD@@UAEPAXI@Z", ptr @"?whoA@D@@UBEPBDXZ"] }, comdat($"??_7D@@6BA@@@")
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4D@@6BB@@@", ptr @"??_ED@@W7AEPAXI@Z", ptr @"?whoB@D@@UBEPBDXZ"] }, comdat($"??_7D@@6BB@@@")
@"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"D(%d)\0A\00", comdat, align 1
@"??_R4D@@6BA@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUD@@@8", ptr @"??_R3D@@8" }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, ptr @"??_R2D@@8" }, comdat
@"??_R2D@@8" = linkonce_odr constant [4 x ptr] [ptr @"??_R1A@?0A@EA@D@@8", ptr @"??_R1A@?0A@EA@A@@8", ptr @"??_R17?0A@EA@B@@8", ptr null], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUD@@@8", i32 2, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3D@@8" }, comdat
@"??_R1A@?0A@EA@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUA@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3A@@8" }, comdat
@"??_R3A@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2A@@8" }, comdat
@"??_R2A@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@A@@8", ptr null], comdat
@"??_R17?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUB@@@8", i32 0, i32 8, i32 -1, i32 0, i32 64, ptr @"??_R3B@@8" }, comdat
@"??_R3B@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2B@@8" }, comdat
@"??_R2B@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@B@@8", ptr null], comdat
@"??_R1A@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUB@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3B@@8" }, comdat
@"??_R4D@@6BB@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 8, i32 0, ptr @"??_R0?AUD@@@8", ptr @"??_R3D@@8" }, comdat
@2 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4A@@6B@", ptr @"??_GA@@UAEPAXI@Z", ptr @"?whoA@A@@UBEPBDXZ"] }, comdat($"??_7A@@6B@")
@"??_R4A@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUA@@@8", ptr @"??_R3A@@8" }, comdat
@"??_C@_01FHEEJDEE@A?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"A\00", comdat, align 1
@3 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4B@@6B@", ptr @"??_GB@@UAEPAXI@Z", ptr @"?whoB@B@@UBEPBDXZ"] }, comdat($"??_7B@@6B@")
@"??_R4B@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUB@@@8", ptr @"??_R3B@@8" }, comdat
@"??_C@_01HMGJMAIH@B?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"B\00", comdat, align 1
@"??_C@_07ODFLIGDP@D?5via?5A?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"D via A\00", comdat, align 1
@"??_C@_07MIHGNFPM@D?5via?5B?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"D via B\00", comdat, align 1
@"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", comdat, align 1
@"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", comdat, align 1
@str = private unnamed_addr constant [15 x i8] c"A* matches too\00", align 1
@str.1 = private unnamed_addr constant [4 x i8] c"end\00", align 1

@"??_7D@@6BA@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7D@@6BB@@@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7A@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @2, i32 0, i32 0, i32 1)
@"??_7B@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @3, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.D, align 4
  %2 = alloca ptr, align 4
  %3 = alloca %struct.D, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %struct.D, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca %struct.D, align 4
  %10 = alloca %struct.D, align 4
  %11 = getelementptr inbounds i8, ptr %1, i32 4
  %12 = getelementptr inbounds i8, ptr %1, i32 8
  %13 = getelementptr inbounds i8, ptr %1, i32 12
  store ptr @"??_7D@@6BA@@@", ptr %1, align 4
  store ptr @"??_7D@@6BB@@@", ptr %12, align 4
  %14 = getelementptr inbounds i8, ptr %1, i32 16
  store i32 1, ptr %14, align 4
  store i32 10, ptr %11, align 4
  store i32 20, ptr %13, align 4
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i32 noundef 1)
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI3?AUD@@") #9
          to label %104 unwind label %16

16:                                               ; preds = %0
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @"??_R0?AUB@@@8", i32 8, ptr %2]
  %20 = load ptr, ptr %2, align 4
  %21 = load ptr, ptr %20, align 4
  %22 = getelementptr inbounds i8, ptr %21, i32 4
  %23 = load ptr, ptr %22, align 4
  %24 = call x86_thiscallcc noundef ptr %23(ptr noundef nonnull align 4 dereferenceable(8) %20) [ "funclet"(token %19) ]
  %25 = load ptr, ptr %2, align 4
  %26 = getelementptr inbounds i8, ptr %25, i32 4
  %27 = load i32, ptr %26, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i32 noundef %27, ptr noundef %24) [ "funclet"(token %19) ]
  %29 = load ptr, ptr %2, align 4
  %30 = getelementptr inbounds i8, ptr %29, i32 8
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds i8, ptr %29, i32 -4
  %33 = load i32, ptr %32, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@", i32 noundef %33, i32 noundef %31) [ "funclet"(token %19) ]
  catchret from %19 to label %35

35:                                               ; preds = %18
  %36 = getelementptr inbounds i8, ptr %3, i32 4
  %37 = getelementptr inbounds i8, ptr %3, i32 8
  %38 = getelementptr inbounds i8, ptr %3, i32 12
  store ptr @"??_7D@@6BA@@@", ptr %3, align 4
  store ptr @"??_7D@@6BB@@@", ptr %37, align 4
  %39 = getelementptr inbounds i8, ptr %3, i32 16
  store i32 2, ptr %39, align 4
  store i32 20, ptr %36, align 4
  store i32 40, ptr %38, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i32 noundef 2)
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI3?AUD@@") #9
          to label %104 unwind label %41

41:                                               ; preds = %35
  %42 = catchswitch within none [label %43] unwind to caller

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @"??_R0?AUA@@@8", i32 8, ptr %4]
  %45 = load ptr, ptr %4, align 4
  %46 = load ptr, ptr %45, align 4
  %47 = getelementptr inbounds i8, ptr %46, i32 4
  %48 = load ptr, ptr %47, align 4
  %49 = call x86_thiscallcc noundef ptr %48(ptr noundef nonnull align 4 dereferenceable(8) %45) [ "funclet"(token %44) ]
  %50 = load ptr, ptr %4, align 4
  %51 = getelementptr inbounds i8, ptr %50, i32 4
  %52 = load i32, ptr %51, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i32 noundef %52, ptr noundef %49) [ "funclet"(token %44) ]
  catchret from %44 to label %54

54:                                               ; preds = %43
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %5) #10
  %55 = getelementptr inbounds i8, ptr %5, i32 4
  %56 = getelementptr inbounds i8, ptr %5, i32 8
  %57 = getelementptr inbounds i8, ptr %5, i32 12
  store ptr @"??_7D@@6BA@@@", ptr %5, align 4
  store ptr @"??_7D@@6BB@@@", ptr %56, align 4
  %58 = getelementptr inbounds i8, ptr %5, i32 16
  store i32 3, ptr %58, align 4
  store i32 30, ptr %55, align 4
  store i32 60, ptr %57, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i32 noundef 3)
  store ptr %5, ptr %6, align 4
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @"_TI4PAUD@@") #9
          to label %104 unwind label %60

60:                                               ; preds = %54
  %61 = catchswitch within none [label %62] unwind label %100

62:                                               ; preds = %60
  %63 = catchpad within %61 [ptr @"??_R0PAUA@@@8", i32 0, ptr null]
  %64 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %63) ]
  catchret from %63 to label %65

65:                                               ; preds = %62
  store ptr %5, ptr %7, align 4
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @"_TI4PAUD@@") #9
          to label %104 unwind label %66

66:                                               ; preds = %65
  %67 = catchswitch within none [label %68] unwind label %100

68:                                               ; preds = %66
  %69 = catchpad within %67 [ptr @"??_R0PAUB@@@8", i32 0, ptr %8]
  %70 = load ptr, ptr %8, align 4
  %71 = icmp eq ptr %70, %56
  %72 = zext i1 %71 to i32
  %73 = getelementptr inbounds i8, ptr %70, i32 4
  %74 = load i32, ptr %73, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i32 noundef %74, i32 noundef %72) [ "funclet"(token %69) ]
  catchret from %69 to label %76

76:                                               ; preds = %68
  %77 = getelementptr inbounds i8, ptr %9, i32 4
  %78 = getelementptr inbounds i8, ptr %9, i32 8
  %79 = getelementptr inbounds i8, ptr %9, i32 12
  store ptr @"??_7D@@6BA@@@", ptr %9, align 4
  store ptr @"??_7D@@6BB@@@", ptr %78, align 4
  %80 = getelementptr inbounds i8, ptr %9, i32 16
  store i32 4, ptr %80, align 4
  store i32 40, ptr %77, align 4
  store i32 80, ptr %79, align 4
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i32 noundef 4)
  invoke void @_CxxThrowException(ptr nonnull %9, ptr nonnull @"_TI3?AUD@@") #9
          to label %104 unwind label %82

82:                                               ; preds = %76
  %83 = catchswitch within none [label %84] unwind label %100

84:                                               ; preds = %82
  %85 = catchpad within %83 [ptr @"??_R0?AUD@@@8", i32 0, ptr %10]
  %86 = getelementptr inbounds i8, ptr %10, i32 16
  %87 = load i32, ptr %86, align 4
  %88 = getelementptr inbounds i8, ptr %10, i32 12
  %89 = load i32, ptr %88, align 4
  %90 = getelementptr inbounds i8, ptr %10, i32 4
  %91 = load i32, ptr %90, align 4
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@", i32 noundef %91, i32 noundef %89, i32 noundef %87) [ "funclet"(token %85) ]
  store ptr @"??_7D@@6BA@@@", ptr %10, align 4
  %93 = getelementptr inbounds i8, ptr %10, i32 8
  store ptr @"??_7D@@6BB@@@", ptr %93, align 4
  %94 = load i32, ptr %86, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 noundef %94) [ "funclet"(token %85) ]
  catchret from %85 to label %96

96:                                               ; preds = %84
  %97 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  store ptr @"??_7D@@6BA@@@", ptr %5, align 4
  store ptr @"??_7D@@6BB@@@", ptr %56, align 4
  %98 = load i32, ptr %58, align 4
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 noundef %98)
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %5) #10
  ret i32 0

100:                                              ; preds = %82, %66, %60
  %101 = cleanuppad within none []
  store ptr @"??_7D@@6BA@@@", ptr %5, align 4
  store ptr @"??_7D@@6BB@@@", ptr %56, align 4
  %102 = load i32, ptr %58, align 4
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 noundef %102) [ "funclet"(token %101) ]
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %5) #10
  cleanupret from %101 unwind to caller

104:                                              ; preds = %76, %65, %54, %35, %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0D@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(20) %0, ptr noundef nonnull align 4 dereferenceable(20) %1) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7A@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  %5 = load i32, ptr %4, align 4
  store i32 %5, ptr %3, align 4
  %6 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr @"??_7B@@6B@", ptr %6, align 4
  %7 = getelementptr inbounds i8, ptr %0, i32 12
  %8 = getelementptr inbounds i8, ptr %1, i32 12
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %7, align 4
  store ptr @"??_7D@@6BA@@@", ptr %0, align 4
  store ptr @"??_7D@@6BB@@@", ptr %6, align 4
  %10 = getelementptr inbounds i8, ptr %0, i32 16
  %11 = getelementptr inbounds i8, ptr %1, i32 16
  %12 = load i32, ptr %11, align 4
  store i32 %12, ptr %10, align 4
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@", i32 noundef %12)
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0A@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 {
  store ptr @"??_7A@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  %5 = load i32, ptr %4, align 4
  store i32 %5, ptr %3, align 4
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0B@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, ptr noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat align 2 {
  store ptr @"??_7B@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  %5 = load i32, ptr %4, align 4
  store i32 %5, ptr %3, align 4
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1D@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7D@@6BA@@@", ptr %0, align 4
  %2 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr @"??_7D@@6BB@@@", ptr %2, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 16
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 noundef %4)
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GD@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7D@@6BA@@@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr @"??_7D@@6BB@@@", ptr %3, align 4
  %4 = getelementptr inbounds i8, ptr %0, i32 16
  %5 = load i32, ptr %4, align 4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 20) #11
  br label %9

9:                                                ; preds = %8, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?whoA@D@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #3 comdat align 2 {
  ret ptr @"??_C@_07ODFLIGDP@D?5via?5A?$AA@"
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_ED@@W7AEPAXI@Z"(ptr noundef %0, i32 noundef %1) unnamed_addr #6 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = getelementptr i8, ptr %0, i32 -8
  store ptr @"??_7D@@6BA@@@", ptr %3, align 4
  store ptr @"??_7D@@6BB@@@", ptr %0, align 4
  %4 = getelementptr i8, ptr %0, i32 8
  %5 = load i32, ptr %4, align 4
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %3, i32 noundef 20) #11
  br label %9

9:                                                ; preds = %2, %8
  ret ptr %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?whoB@D@@UBEPBDXZ"(ptr noundef %0) unnamed_addr #3 comdat align 2 {
  ret ptr @"??_C@_07MIHGNFPM@D?5via?5B?$AA@"
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GA@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #11
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?whoA@A@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret ptr @"??_C@_01FHEEJDEE@A?$AA@"
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GB@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 8) #11
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?whoB@B@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret ptr @"??_C@_01HMGJMAIH@B?$AA@"
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { noreturn }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
