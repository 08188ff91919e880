; ModuleID = 'dynspec_allowed_types.cpp'
source_filename = "dynspec_allowed_types.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 }
%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x %eh.CatchableType*] }

$"??_R0?AUDerived@@@8" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"??_R0H@8" = comdat any

$"??_R0PAUBase@@@8" = comdat any

$"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@" = comdat any

$"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@" = comdat any

$"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@LBDBCEMN@never?3?5unexpected?6?$AA@" = comdat any

$"_CT??_R0?AUBase@@@84" = comdat any

$"_CTA1?AUBase@@" = comdat any

$"_TI1?AUBase@@" = comdat any

$"_CT??_R0?AUDerived@@@84" = comdat any

$"_CTA2?AUDerived@@" = comdat any

$"_TI2?AUDerived@@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_R0PAUDerived@@@8" = comdat any

$"_CT??_R0PAUDerived@@@84" = comdat any

$"_CT??_R0PAUBase@@@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$"_CTA3PAUDerived@@" = comdat any

$"_TI3PAUDerived@@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUDerived@@\00" }, comdat
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_R0PAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".PAUBase@@\00" }, comdat
@"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", comdat, align 1
@"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", comdat, align 1
@"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", comdat, align 1
@"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", comdat, align 1
@"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"quiet %d\0A\00", comdat, align 1
@"??_C@_0BD@LBDBCEMN@never?3?5unexpected?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"never: unexpected\0A\00", comdat, align 1
@"_CT??_R0?AUBase@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUBase@@@84"] }, section ".xdata", comdat
@"_TI1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUBase@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUDerived@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUDerived@@@84", %eh.CatchableType* @"_CT??_R0?AUBase@@@84"] }, section ".xdata", comdat
@"_TI2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @"_CTA2?AUDerived@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@g_d = internal global %struct.Derived zeroinitializer, align 4
@"??_R0PAUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".PAUDerived@@\00" }, comdat
@"_CT??_R0PAUDerived@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor13* @"??_R0PAUDerived@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CT??_R0PAUBase@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0PAUBase@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAX@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA3PAUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAUDerived@@@84", %eh.CatchableType* @"_CT??_R0PAUBase@@@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI3PAUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.3* @"_CTA3PAUDerived@@" to i8*) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Base*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Base*, align 4
  %6 = alloca %struct.Derived*, align 4
  store i32 0, i32* %1, align 4
  %7 = call void ()* @set_unexpected(void ()* noundef @"?never_handler@@YAXXZ") #6
  store i32 0, i32* %2, align 4
  br label %8

8:                                                ; preds = %25, %0
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %51

11:                                               ; preds = %8
  %12 = load i32, i32* %2, align 4
  invoke void @"?spec@@YAXH@Z"(i32 noundef %12)
          to label %50 unwind label %13

13:                                               ; preds = %11
  %14 = catchswitch within none [label %15, label %28, label %36, label %42] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8", i32 8, %struct.Derived** %6]
  %17 = load %struct.Derived*, %struct.Derived** %6, align 4
  %18 = bitcast %struct.Derived* %17 to %struct.Base*
  %19 = getelementptr inbounds %struct.Base, %struct.Base* %18, i32 0, i32 0
  %20 = load i32, i32* %19, align 4
  %21 = load i32, i32* %2, align 4
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %21, i32 noundef %20) [ "funclet"(token %16) ]
  catchret from %16 to label %23

23:                                               ; preds = %15
  br label %24

24:                                               ; preds = %23, %35, %41, %49, %50
  br label %25

25:                                               ; preds = %24
  %26 = load i32, i32* %2, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %2, align 4
  br label %8, !llvm.loop !4

28:                                               ; preds = %13
  %29 = catchpad within %14 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %5]
  %30 = load %struct.Base*, %struct.Base** %5, align 4
  %31 = getelementptr inbounds %struct.Base, %struct.Base* %30, i32 0, i32 0
  %32 = load i32, i32* %31, align 4
  %33 = load i32, i32* %2, align 4
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %33, i32 noundef %32) [ "funclet"(token %29) ]
  catchret from %29 to label %35

35:                                               ; preds = %28
  br label %24

36:                                               ; preds = %13
  %37 = catchpad within %14 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %38 = load i32, i32* %4, align 4
  %39 = load i32, i32* %2, align 4
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %39, i32 noundef %38) [ "funclet"(token %37) ]
  catchret from %37 to label %41

41:                                               ; preds = %36
  br label %24

42:                                               ; preds = %13
  %43 = catchpad within %14 [%rtti.TypeDescriptor10* @"??_R0PAUBase@@@8", i32 0, %struct.Base** %3]
  %44 = load %struct.Base*, %struct.Base** %3, align 4
  %45 = getelementptr inbounds %struct.Base, %struct.Base* %44, i32 0, i32 0
  %46 = load i32, i32* %45, align 4
  %47 = load i32, i32* %2, align 4
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %47, i32 noundef %46) [ "funclet"(token %43) ]
  catchret from %43 to label %49

49:                                               ; preds = %42
  br label %24

50:                                               ; preds = %11
  br label %24

51:                                               ; preds = %8
  %52 = call noundef i32 @"?quiet@@YAHH@Z"(i32 noundef 0) #6
  %53 = call noundef i32 @"?quiet@@YAHH@Z"(i32 noundef 3) #6
  %54 = add nsw i32 %52, %53
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %54)
  ret i32 0
}

; Function Attrs: nounwind
declare dso_local void ()* @set_unexpected(void ()* noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @"?never_handler@@YAXXZ"() #2 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@LBDBCEMN@never?3?5unexpected?6?$AA@", i32 0, i32 0))
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?spec@@YAXH@Z"(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Base, align 4
  %4 = alloca %struct.Derived, align 4
  %5 = alloca %struct.Derived, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Derived*, align 4
  store i32 %0, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 0
  store i32 10, i32* %11, align 4
  %12 = bitcast %struct.Base* %3 to i8*
  call void @_CxxThrowException(i8* %12, %eh.ThrowInfo* @"_TI1?AUBase@@") #7
  unreachable

13:                                               ; preds = %1
  %14 = load i32, i32* %2, align 4
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %22

16:                                               ; preds = %13
  %17 = bitcast %struct.Derived* %4 to %struct.Base*
  %18 = getelementptr inbounds %struct.Base, %struct.Base* %17, i32 0, i32 0
  store i32 11, i32* %18, align 4
  %19 = bitcast %struct.Derived* %5 to i8*
  %20 = bitcast %struct.Derived* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %19, i8* align 4 %20, i32 4, i1 false)
  %21 = bitcast %struct.Derived* %5 to i8*
  call void @_CxxThrowException(i8* %21, %eh.ThrowInfo* @"_TI2?AUDerived@@") #7
  unreachable

22:                                               ; preds = %13
  %23 = load i32, i32* %2, align 4
  %24 = icmp eq i32 %23, 2
  br i1 %24, label %25, label %27

25:                                               ; preds = %22
  store i32 12, i32* %6, align 4
  %26 = bitcast i32* %6 to i8*
  call void @_CxxThrowException(i8* %26, %eh.ThrowInfo* @_TI1H) #7
  unreachable

27:                                               ; preds = %22
  store i32 13, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @g_d, i32 0, i32 0, i32 0), align 4
  store %struct.Derived* @g_d, %struct.Derived** %7, align 4
  %28 = bitcast %struct.Derived** %7 to i8*
  call void @_CxxThrowException(i8* %28, %eh.ThrowInfo* @"_TI3PAUDerived@@") #7
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?quiet@@YAHH@Z"(i32 noundef %0) #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  invoke void @"?spec@@YAXH@Z"(i32 noundef %4)
          to label %10 unwind label %5

5:                                                ; preds = %1
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [i8* null, i32 64, i8* null]
  %9 = load i32, i32* %3, align 4
  store i32 %9, i32* %2, align 4
  catchret from %8 to label %11

10:                                               ; preds = %1
  br label %12

11:                                               ; preds = %7
  br label %13

12:                                               ; preds = %10
  store i32 -1, i32* %2, align 4
  br label %13

13:                                               ; preds = %12, %11
  %14 = load i32, i32* %2, align 4
  ret i32 %14
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
