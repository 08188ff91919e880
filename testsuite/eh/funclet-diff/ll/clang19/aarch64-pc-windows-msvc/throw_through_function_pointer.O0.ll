; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { ptr, i32 }
%class.anon = type { i8 }
%struct.Guard = type { ptr }

$"??0Calc2@@QEAA@XZ" = comdat any

$"?plain@Calc@@QEAAHH@Z" = comdat any

$"??_9Calc@@$BA@AA" = comdat any

$"??1Calc2@@UEAA@XZ" = comdat any

$"??0Guard@@QEAA@PEBD@Z" = comdat any

$"??1Guard@@QEAA@XZ" = comdat any

$"??0Calc@@QEAA@XZ" = comdat any

$"?virt@Calc2@@UEAAHH@Z" = comdat any

$"??_GCalc2@@UEAAPEAXI@Z" = comdat any

$"?virt@Calc@@UEAAHH@Z" = comdat any

$"??_GCalc@@UEAAPEAXI@Z" = comdat any

$"??1Calc@@UEAA@XZ" = comdat any

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

@__const.main.ok_ops = private unnamed_addr constant [2 x ptr] [ptr @"?op_ok@@YAHH@Z", ptr @"?op_double@@YAHH@Z"], align 8
@"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ok %d\0A\00", comdat, align 4
@__const.main.bad_ops = private unnamed_addr constant [3 x ptr] [ptr @"?op_ok@@YAHH@Z", ptr @"?op_throw@@YAHH@Z", ptr @"?op_double@@YAHH@Z"], align 8
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"table threw %d\0A\00", comdat, align 8
@"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", comdat, align 8
@"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", comdat, align 8
@"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", comdat, align 8
@"??_C@_09KPMEAOIJ@apply_all?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"apply_all\00", comdat, align 8
@"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Calc2@@6B@", ptr @"?virt@Calc2@@UEAAHH@Z", ptr @"??_GCalc2@@UEAAPEAXI@Z"] }, comdat($"??_7Calc2@@6B@")
@"??_R4Calc2@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUCalc2@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Calc2@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Calc2@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUCalc2@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".?AUCalc2@@\00" }, comdat
@"??_R3Calc2@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Calc2@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Calc2@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Calc2@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Calc@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Calc2@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUCalc2@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Calc2@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Calc@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUCalc@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Calc@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUCalc@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUCalc@@\00" }, comdat
@"??_R3Calc@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2Calc@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2Calc@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@Calc@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Calc@@6B@", ptr @"?virt@Calc@@UEAAHH@Z", ptr @"??_GCalc@@UEAAPEAXI@Z"] }, comdat($"??_7Calc@@6B@")
@"??_R4Calc@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUCalc@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3Calc@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4Calc@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_C@_08PBKNHDHB@call_pmf?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"call_pmf\00", comdat, align 8

@"??_7Calc2@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7Calc@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x ptr], align 8
  %3 = alloca [3 x ptr], align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Calc2, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca %class.anon, align 1
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.ok_ops, i64 16, i1 false)
  %13 = getelementptr inbounds [2 x ptr], ptr %2, i64 0, i64 0
  %14 = call noundef i32 @"?apply_all@@YAHPEBQ6AHH@ZHH@Z"(ptr noundef %13, i32 noundef 2, i32 noundef 3)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@", i32 noundef %14)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.bad_ops, i64 24, i1 false)
  %16 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 0
  %17 = invoke noundef i32 @"?apply_all@@YAHPEBQ6AHH@ZHH@Z"(ptr noundef %16, i32 noundef 3, i32 noundef 3)
          to label %68 unwind label %18

18:                                               ; preds = %0
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0H@8", i32 0, ptr %4]
  %22 = load i32, ptr %4, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@", i32 noundef %22) [ "funclet"(token %21) ]
  catchret from %21 to label %24

24:                                               ; preds = %20
  br label %25

25:                                               ; preds = %24, %68
  %26 = call noundef ptr @"??0Calc2@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
  %27 = getelementptr inbounds %struct.Calc, ptr %5, i32 0, i32 1
  store i32 1000, ptr %27, align 8
  store ptr @"?plain@Calc@@QEAAHH@Z", ptr %6, align 8
  %28 = load ptr, ptr %6, align 8
  %29 = ptrtoint ptr %28 to i64
  %30 = invoke noundef i32 @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %5, i64 %29, i32 noundef 7)
          to label %67 unwind label %31

31:                                               ; preds = %25
  %32 = catchswitch within none [label %33] unwind label %69

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @"??_R0H@8", i32 0, ptr %7]
  %35 = load i32, ptr %7, align 4
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@", i32 noundef %35) [ "funclet"(token %34) ]
          to label %37 unwind label %69

37:                                               ; preds = %33
  catchret from %34 to label %38

38:                                               ; preds = %37
  br label %39

39:                                               ; preds = %38, %67
  store ptr @"??_9Calc@@$BA@AA", ptr %8, align 8
  %40 = load ptr, ptr %8, align 8
  %41 = ptrtoint ptr %40 to i64
  %42 = invoke noundef i32 @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %5, i64 %41, i32 noundef 8)
          to label %66 unwind label %43

43:                                               ; preds = %39
  %44 = catchswitch within none [label %45] unwind label %69

45:                                               ; preds = %43
  %46 = catchpad within %44 [ptr @"??_R0H@8", i32 0, ptr %9]
  %47 = load i32, ptr %9, align 4
  %48 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@", i32 noundef %47) [ "funclet"(token %46) ]
          to label %49 unwind label %69

49:                                               ; preds = %45
  catchret from %46 to label %50

50:                                               ; preds = %49
  br label %51

51:                                               ; preds = %50, %66
  %52 = call noundef ptr @"??B<lambda_0>@?0??main@@9@QEBAP6AHH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %11) #7
  store ptr %52, ptr %10, align 8
  %53 = load ptr, ptr %10, align 8
  %54 = invoke noundef i32 %53(i32 noundef 41)
          to label %65 unwind label %55

55:                                               ; preds = %51
  %56 = catchswitch within none [label %57] unwind label %69

57:                                               ; preds = %55
  %58 = catchpad within %56 [ptr @"??_R0H@8", i32 0, ptr %12]
  %59 = load i32, ptr %12, align 4
  %60 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@", i32 noundef %59) [ "funclet"(token %58) ]
          to label %61 unwind label %69

61:                                               ; preds = %57
  catchret from %58 to label %62

62:                                               ; preds = %61
  br label %63

63:                                               ; preds = %62, %65
  store i32 0, ptr %1, align 4
  call void @"??1Calc2@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
  %64 = load i32, ptr %1, align 4
  ret i32 %64

65:                                               ; preds = %51
  br label %63

66:                                               ; preds = %39
  br label %51

67:                                               ; preds = %25
  br label %39

68:                                               ; preds = %0
  br label %25

69:                                               ; preds = %57, %55, %45, %43, %33, %31
  %70 = cleanuppad within none []
  call void @"??1Calc2@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %5) #7 [ "funclet"(token %70) ]
  cleanupret from %70 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?op_ok@@YAHH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?op_double@@YAHH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?apply_all@@YAHPEBQ6AHH@ZHH@Z"(ptr noundef %0, i32 noundef %1, i32 noundef %2) #4 personality ptr @__CxxFrameHandler3 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Guard, align 8
  %8 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 8
  %9 = call noundef ptr @"??0Guard@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef @"??_C@_09KPMEAOIJ@apply_all?$AA@")
  store i32 0, ptr %8, align 4
  br label %10

10:                                               ; preds = %23, %3
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds ptr, ptr %15, i64 %17
  %19 = load ptr, ptr %18, align 8
  %20 = load i32, ptr %4, align 4
  %21 = invoke noundef i32 %19(i32 noundef %20)
          to label %22 unwind label %28

22:                                               ; preds = %14
  store i32 %21, ptr %4, align 4
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %8, align 4
  br label %10, !llvm.loop !4

26:                                               ; preds = %10
  %27 = load i32, ptr %4, align 4
  call void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %7) #7
  ret i32 %27

28:                                               ; preds = %14
  %29 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %7) #7 [ "funclet"(token %29) ]
  cleanupret from %29 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Calc2@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef ptr @"??0Calc@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #7
  store ptr @"??_7Calc2@@6B@", ptr %3, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i64 %1, i32 noundef %2) #4 personality ptr @__CxxFrameHandler3 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Guard, align 8
  %9 = inttoptr i64 %1 to ptr
  store ptr %9, ptr %4, align 8
  %10 = load ptr, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  store ptr %10, ptr %6, align 8
  store ptr %0, ptr %7, align 8
  %11 = call noundef ptr @"??0Guard@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef @"??_C@_08PBKNHDHB@call_pmf?$AA@")
  %12 = load ptr, ptr %7, align 8
  %13 = load ptr, ptr %6, align 8
  %14 = load i32, ptr %5, align 4
  %15 = invoke noundef i32 %13(ptr noundef nonnull align 8 dereferenceable(16) %12, i32 noundef %14)
          to label %16 unwind label %17

16:                                               ; preds = %3
  call void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %8) #7
  ret i32 %15

17:                                               ; preds = %3
  %18 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %8) #7 [ "funclet"(token %18) ]
  cleanupret from %18 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?plain@Calc@@QEAAHH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #4 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %3, align 4
  %8 = icmp sgt i32 %7, 5
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.Calc, ptr %6, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #8
  unreachable

14:                                               ; preds = %2
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr void @"??_9Calc@@$BA@AA"(ptr noundef %0, ...) #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds ptr, ptr %4, i64 0
  %6 = load ptr, ptr %5, align 8
  musttail call void (ptr, ...) %6(ptr noundef %3, ...)
  ret void

7:                                                ; No predecessors!
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @"??B<lambda_0>@?0??main@@9@QEBAP6AHH@ZXZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @"?__invoke@<lambda_0>@?0??main@@9@CA@H@Z"
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Calc2@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1Calc@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %3) #7
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Guard@@QEAA@PEBD@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %6, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
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

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Calc@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7Calc@@6B@", ptr %3, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?virt@Calc2@@UEAAHH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #4 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %3, align 4
  %8 = sub nsw i32 0, %7
  store i32 %8, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #8
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GCalc2@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Calc2@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?virt@Calc@@UEAAHH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_GCalc@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1Calc@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Calc@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #6

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?__invoke@<lambda_0>@?0??main@@9@CA@H@Z"(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  %3 = alloca %class.anon, align 1
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = call noundef i32 @"??R<lambda_0>@?0??main@@9@QEBA@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %3, i32 noundef %4)
  ret i32 %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??R<lambda_0>@?0??main@@9@QEBA@H@Z"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" "thunk" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
