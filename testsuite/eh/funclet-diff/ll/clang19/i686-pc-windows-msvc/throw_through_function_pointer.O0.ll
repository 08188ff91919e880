; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { ptr, i32 }
%class.anon = type { i8 }
%struct.Guard = type { ptr }

$"??0Calc2@@QAE@XZ" = comdat any

$"?plain@Calc@@QAEHH@Z" = comdat any

$"??_9Calc@@$BA@AE" = comdat any

$"??1Calc2@@UAE@XZ" = comdat any

$"??0Guard@@QAE@PBD@Z" = comdat any

$"??1Guard@@QAE@XZ" = comdat any

$"??0Calc@@QAE@XZ" = comdat any

$"?virt@Calc2@@UAEHH@Z" = comdat any

$"??_GCalc2@@UAEPAXI@Z" = comdat any

$"?virt@Calc@@UAEHH@Z" = comdat any

$"??_GCalc@@UAEPAXI@Z" = comdat any

$"??1Calc@@UAE@XZ" = comdat any

$"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_09KPMEAOIJ@apply_all?$AA@" = comdat any

$"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_7Calc2@@6B@" = comdat largest

$"??_R4Calc2@@6B@" = comdat any

$"??_R0?AUCalc2@@@8" = comdat any

$"??_R3Calc2@@8" = comdat any

$"??_R2Calc2@@8" = comdat any

$"??_R1A@?0A@EA@Calc2@@8" = comdat any

$"??_R1A@?0A@EA@Calc@@8" = comdat any

$"??_R0?AUCalc@@@8" = comdat any

$"??_R3Calc@@8" = comdat any

$"??_R2Calc@@8" = comdat any

$"??_7Calc@@6B@" = comdat largest

$"??_R4Calc@@6B@" = comdat any

$"??_C@_08PBKNHDHB@call_pmf?$AA@" = comdat any

@__const.main.ok_ops = private unnamed_addr constant [2 x ptr] [ptr @"?op_ok@@YAHH@Z", ptr @"?op_double@@YAHH@Z"], align 4
@"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ok %d\0A\00", comdat, align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x ptr] [ptr @"?op_ok@@YAHH@Z", ptr @"?op_throw@@YAHH@Z", ptr @"?op_double@@YAHH@Z"], align 4
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"table threw %d\0A\00", comdat, align 1
@"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", comdat, align 1
@"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", comdat, align 1
@"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", comdat, align 1
@"??_C@_09KPMEAOIJ@apply_all?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"apply_all\00", comdat, align 1
@"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Calc2@@6B@", ptr @"?virt@Calc2@@UAEHH@Z", ptr @"??_GCalc2@@UAEPAXI@Z"] }, comdat($"??_7Calc2@@6B@")
@"??_R4Calc2@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUCalc2@@@8", ptr @"??_R3Calc2@@8" }, comdat
@"??_R0?AUCalc2@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUCalc2@@\00" }, comdat
@"??_R3Calc2@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Calc2@@8" }, comdat
@"??_R2Calc2@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Calc2@@8", ptr @"??_R1A@?0A@EA@Calc@@8", ptr null], comdat
@"??_R1A@?0A@EA@Calc2@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUCalc2@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Calc2@@8" }, comdat
@"??_R1A@?0A@EA@Calc@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUCalc@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Calc@@8" }, comdat
@"??_R0?AUCalc@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUCalc@@\00" }, comdat
@"??_R3Calc@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2Calc@@8" }, comdat
@"??_R2Calc@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@Calc@@8", ptr null], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Calc@@6B@", ptr @"?virt@Calc@@UAEHH@Z", ptr @"??_GCalc@@UAEPAXI@Z"] }, comdat($"??_7Calc@@6B@")
@"??_R4Calc@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUCalc@@@8", ptr @"??_R3Calc@@8" }, comdat
@"??_C@_08PBKNHDHB@call_pmf?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"call_pmf\00", comdat, align 1

@"??_7Calc2@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Calc@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x ptr], align 4
  %3 = alloca [3 x ptr], align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Calc2, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 4
  %11 = alloca %class.anon, align 1
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.ok_ops, i32 8, i1 false)
  %13 = getelementptr inbounds [2 x ptr], ptr %2, i32 0, i32 0
  %14 = call noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(ptr noundef %13, i32 noundef 2, i32 noundef 3)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@", i32 noundef %14)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.bad_ops, i32 12, i1 false)
  %16 = getelementptr inbounds [3 x ptr], ptr %3, i32 0, i32 0
  %17 = invoke noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(ptr noundef %16, i32 noundef 3, i32 noundef 3)
          to label %64 unwind label %18

18:                                               ; preds = %0
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0H@8", i32 0, ptr %4]
  %22 = load i32, ptr %4, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@", i32 noundef %22) [ "funclet"(token %21) ]
  catchret from %21 to label %24

24:                                               ; preds = %20
  br label %25

25:                                               ; preds = %24, %64
  %26 = call x86_thiscallcc noundef ptr @"??0Calc2@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #7
  %27 = getelementptr inbounds %struct.Calc, ptr %5, i32 0, i32 1
  store i32 1000, ptr %27, align 4
  store ptr @"?plain@Calc@@QAEHH@Z", ptr %6, align 4
  %28 = invoke noundef i32 @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef byval(ptr) align 4 %6, i32 noundef 7)
          to label %63 unwind label %29

29:                                               ; preds = %25
  %30 = catchswitch within none [label %31] unwind label %65

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @"??_R0H@8", i32 0, ptr %7]
  %33 = load i32, ptr %7, align 4
  %34 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@", i32 noundef %33) [ "funclet"(token %32) ]
          to label %35 unwind label %65

35:                                               ; preds = %31
  catchret from %32 to label %36

36:                                               ; preds = %35
  br label %37

37:                                               ; preds = %36, %63
  store ptr @"??_9Calc@@$BA@AE", ptr %8, align 4
  %38 = invoke noundef i32 @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef byval(ptr) align 4 %8, i32 noundef 8)
          to label %62 unwind label %39

39:                                               ; preds = %37
  %40 = catchswitch within none [label %41] unwind label %65

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @"??_R0H@8", i32 0, ptr %9]
  %43 = load i32, ptr %9, align 4
  %44 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@", i32 noundef %43) [ "funclet"(token %42) ]
          to label %45 unwind label %65

45:                                               ; preds = %41
  catchret from %42 to label %46

46:                                               ; preds = %45
  br label %47

47:                                               ; preds = %46, %62
  %48 = call x86_thiscallcc noundef ptr @"??B<lambda_0>@?0??main@@9@QBEP6AHH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %11) #7
  store ptr %48, ptr %10, align 4
  %49 = load ptr, ptr %10, align 4
  %50 = invoke noundef i32 %49(i32 noundef 41)
          to label %61 unwind label %51

51:                                               ; preds = %47
  %52 = catchswitch within none [label %53] unwind label %65

53:                                               ; preds = %51
  %54 = catchpad within %52 [ptr @"??_R0H@8", i32 0, ptr %12]
  %55 = load i32, ptr %12, align 4
  %56 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@", i32 noundef %55) [ "funclet"(token %54) ]
          to label %57 unwind label %65

57:                                               ; preds = %53
  catchret from %54 to label %58

58:                                               ; preds = %57
  br label %59

59:                                               ; preds = %58, %61
  store i32 0, ptr %1, align 4
  call x86_thiscallcc void @"??1Calc2@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #7
  %60 = load i32, ptr %1, align 4
  ret i32 %60

61:                                               ; preds = %47
  br label %59

62:                                               ; preds = %37
  br label %47

63:                                               ; preds = %25
  br label %37

64:                                               ; preds = %0
  br label %25

65:                                               ; preds = %53, %51, %41, %39, %31, %29
  %66 = cleanuppad within none []
  call x86_thiscallcc void @"??1Calc2@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #7 [ "funclet"(token %66) ]
  cleanupret from %66 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?op_ok@@YAHH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?op_double@@YAHH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(ptr noundef %0, i32 noundef %1, i32 noundef %2) #4 personality ptr @__CxxFrameHandler3 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.Guard, align 4
  %8 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  %9 = call x86_thiscallcc noundef ptr @"??0Guard@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef @"??_C@_09KPMEAOIJ@apply_all?$AA@")
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 4
  %16 = load i32, ptr %8, align 4
  %17 = getelementptr inbounds ptr, ptr %15, i32 %16
  %18 = load ptr, ptr %17, align 4
  %19 = load i32, ptr %4, align 4
  %20 = invoke noundef i32 %18(i32 noundef %19)
          to label %21 unwind label %27

21:                                               ; preds = %14
  store i32 %20, ptr %4, align 4
  br label %22

22:                                               ; preds = %21
  %23 = load i32, ptr %8, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %8, align 4
  br label %10, !llvm.loop !5

25:                                               ; preds = %10
  %26 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #7
  ret i32 %26

27:                                               ; preds = %14
  %28 = cleanuppad within none []
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #7 [ "funclet"(token %28) ]
  cleanupret from %28 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?op_throw@@YAHH@Z"(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %4, 100
  store i32 %5, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #8
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Calc2@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Calc@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  store ptr @"??_7Calc2@@6B@", ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef byval(ptr) align 4 %1, i32 noundef %2) #4 personality ptr @__CxxFrameHandler3 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.Guard, align 4
  %8 = load ptr, ptr %1, align 4
  store i32 %2, ptr %4, align 4
  store ptr %8, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  %9 = call x86_thiscallcc noundef ptr @"??0Guard@@QAE@PBD@Z"(ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef @"??_C@_08PBKNHDHB@call_pmf?$AA@")
  %10 = load ptr, ptr %6, align 4
  %11 = load ptr, ptr %5, align 4
  %12 = load i32, ptr %4, align 4
  %13 = invoke x86_thiscallcc noundef i32 %11(ptr noundef nonnull align 4 dereferenceable(8) %10, i32 noundef %12)
          to label %14 unwind label %15

14:                                               ; preds = %3
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #7
  ret i32 %13

15:                                               ; preds = %3
  %16 = cleanuppad within none []
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #7 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?plain@Calc@@QAEHH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #4 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = icmp sgt i32 %7, 5
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.Calc, ptr %6, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #8
  unreachable

14:                                               ; preds = %2
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: noinline optnone
define linkonce_odr x86_thiscallcc void @"??_9Calc@@$BA@AE"(ptr noundef %0, ...) #5 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr inbounds ptr, ptr %4, i64 0
  %6 = load ptr, ptr %5, align 4
  musttail call x86_thiscallcc void (ptr, ...) %6(ptr noundef %3, ...)
  ret void

7:                                                ; No predecessors!
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef ptr @"??B<lambda_0>@?0??main@@9@QBEP6AHH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @"?__invoke@<lambda_0>@?0??main@@9@CA@H@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Calc2@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call x86_thiscallcc void @"??1Calc@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #7
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Guard@@QAE@PBD@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Guard@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Calc@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr @"??_7Calc@@6B@", ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?virt@Calc2@@UAEHH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = sub nsw i32 0, %7
  store i32 %8, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #8
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GCalc2@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Calc2@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #7
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?virt@Calc@@UAEHH@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GCalc@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 4
  %6 = load ptr, ptr %5, align 4
  store ptr %6, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call x86_thiscallcc void @"??1Calc@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #7
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPAXI@Z"(ptr noundef %6, i32 noundef 8) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 4
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Calc@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) #6

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?__invoke@<lambda_0>@?0??main@@9@CA@H@Z"(i32 noundef %0) #4 align 2 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QBE@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QBE@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "thunk" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
