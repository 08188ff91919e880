; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Obj = type { i32 }
%class.anon = type { i8 }

$"??0Obj@@QEAA@H@Z" = comdat any

$"??1Obj@@QEAA@XZ" = comdat any

$"??_C@_0BC@EACKGNKJ@C?$CL?$CL?5throws?5at?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@GHFOEPGL@C?$CL?$CL?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BG@KPHMMMLL@no?9throw?5callback?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@INCPLIHC@C?5layer?5?$CFd?5enter?6?$AA@" = comdat any

$"??_C@_0BC@IBLFFIBE@C?5layer?5?$CFd?5leave?6?$AA@" = comdat any

$"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@" = comdat any

@"??_C@_0BC@EACKGNKJ@C?$CL?$CL?5throws?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"C++ throws at %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_0O@GHFOEPGL@C?$CL?$CL?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"C++ ~Obj(%d)\0A\00", comdat, align 1
@"??_C@_0BG@KPHMMMLL@no?9throw?5callback?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"no-throw callback %d\0A\00", comdat, align 1
@"??_C@_0BC@INCPLIHC@C?5layer?5?$CFd?5enter?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"C layer %d enter\0A\00", comdat, align 1
@"??_C@_0BC@IBLFFIBE@C?5layer?5?$CFd?5leave?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"C layer %d leave\0A\00", comdat, align 1
@"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"C cleanup releases %d\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @cpp_callback(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Obj, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call noundef %struct.Obj* @"??0Obj@@QEAA@H@Z"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5)
  %7 = load i32, i32* %2, align 4
  %8 = icmp eq i32 %7, 3
  br i1 %8, label %9, label %15

9:                                                ; preds = %1
  %10 = load i32, i32* %2, align 4
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@EACKGNKJ@C?$CL?$CL?5throws?5at?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %10)
          to label %12 unwind label %19

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4
  store i32 %13, i32* %4, align 4
  %14 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %14, %eh.ThrowInfo* @_TI1H) #6
          to label %21 unwind label %19

15:                                               ; preds = %1
  %16 = load i32, i32* %2, align 4
  %17 = add nsw i32 %16, 1
  invoke void @c_layer(i32 noundef %17, void (i32)* noundef @cpp_callback)
          to label %18 unwind label %19

18:                                               ; preds = %15
  call void @"??1Obj@@QEAA@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret void

19:                                               ; preds = %15, %12, %9
  %20 = cleanuppad within none []
  call void @"??1Obj@@QEAA@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %3) #7 [ "funclet"(token %20) ]
  cleanupret from %20 unwind to caller

21:                                               ; preds = %12
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Obj* @"??0Obj@@QEAA@H@Z"(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Obj*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Obj* %0, %struct.Obj** %4, align 8
  %5 = load %struct.Obj*, %struct.Obj** %4, align 8
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.Obj* %5
}

declare dso_local i32 @printf(i8* noundef, ...) #2

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Obj@@QEAA@XZ"(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Obj*, align 8
  store %struct.Obj* %0, %struct.Obj** %2, align 8
  %3 = load %struct.Obj*, %struct.Obj** %2, align 8
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@GHFOEPGL@C?$CL?$CL?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #3 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %class.anon, align 1
  store i32 0, i32* %1, align 4
  invoke void @c_layer(i32 noundef 1, void (i32)* noundef @cpp_callback)
          to label %13 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %8 = load i32, i32* %2, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %8) [ "funclet"(token %7) ]
  catchret from %7 to label %10

10:                                               ; preds = %6
  br label %11

11:                                               ; preds = %13, %10
  %12 = call noundef void (i32)* @"??B<lambda_0>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(%class.anon* noundef nonnull align 1 dereferenceable(1) %3) #7
  call void @c_layer(i32 noundef 10, void (i32)* noundef %12)
  ret i32 0

13:                                               ; preds = %0
  br label %11
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef void (i32)* @"??B<lambda_0>@?0??main@@9@QEBAP6A?A?<auto>@@H@ZXZ"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0) #4 align 2 {
  %2 = alloca %class.anon*, align 8
  store %class.anon* %0, %class.anon** %2, align 8
  %3 = load %class.anon*, %class.anon** %2, align 8
  ret void (i32)* @"?__invoke@<lambda_0>@?0??main@@9@CA?A?<auto>@@H@Z"
}

; Function Attrs: noinline optnone uwtable
define internal void @"?__invoke@<lambda_0>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #5 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  call void @"??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon*, align 8
  store i32 %1, i32* %3, align 4
  store %class.anon* %0, %class.anon** %4, align 8
  %5 = load %class.anon*, %class.anon** %4, align 8
  %6 = load i32, i32* %3, align 4
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@KPHMMMLL@no?9throw?5callback?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %6)
  ret void
}

; Function Attrs: noinline optnone uwtable
define dso_local void @c_plain(i32 noundef %0, void (i32)* noundef %1) #5 {
  %3 = alloca void (i32)*, align 8
  %4 = alloca i32, align 4
  store void (i32)* %1, void (i32)** %3, align 8
  store i32 %0, i32* %4, align 4
  %5 = load void (i32)*, void (i32)** %3, align 8
  %6 = load i32, i32* %4, align 4
  call void %5(i32 noundef %6)
  ret void
}

; Function Attrs: noinline optnone uwtable
define dso_local void @c_layer(i32 noundef %0, void (i32)* noundef %1) #5 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca void (i32)*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store void (i32)* %1, void (i32)** %3, align 8
  store i32 %0, i32* %4, align 4
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %5, align 4
  %8 = load i32, i32* %4, align 4
  %9 = mul nsw i32 %8, 10
  store i32 %9, i32* %6, align 4
  %10 = load i32, i32* %4, align 4
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@INCPLIHC@C?5layer?5?$CFd?5enter?6?$AA@", i64 0, i64 0), i32 noundef %10)
          to label %12 unwind label %20

12:                                               ; preds = %2
  %13 = load void (i32)*, void (i32)** %3, align 8
  %14 = load i32, i32* %4, align 4
  invoke void @c_plain(i32 noundef %14, void (i32)* noundef %13)
          to label %15 unwind label %20

15:                                               ; preds = %12
  %16 = load i32, i32* %4, align 4
  %17 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@IBLFFIBE@C?5layer?5?$CFd?5leave?6?$AA@", i64 0, i64 0), i32 noundef %16)
          to label %18 unwind label %20

18:                                               ; preds = %15
  invoke void @release(i32* noundef %6)
          to label %19 unwind label %22

19:                                               ; preds = %18
  call void @release(i32* noundef %5)
  ret void

20:                                               ; preds = %15, %12, %2
  %21 = cleanuppad within none []
  call void @release(i32* noundef %6) [ "funclet"(token %21) ]
  cleanupret from %21 unwind label %22

22:                                               ; preds = %20, %18
  %23 = cleanuppad within none []
  call void @release(i32* noundef %5) [ "funclet"(token %23) ]
  cleanupret from %23 unwind to caller
}

; Function Attrs: noinline optnone uwtable
define internal void @release(i32* noundef %0) #5 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  %3 = load i32*, i32** %2, align 8
  %4 = load i32, i32* %3, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %4)
  ret void
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
