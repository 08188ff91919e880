; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Counter = type { i32 }

$"??0Counter@@QAE@H@Z" = comdat any

$"??1Counter@@QAE@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@destroyed = internal global i32 0, align 4
@"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", comdat, align 1
@rethrows = internal global i32 0, align 4
@"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %4 = invoke noundef i32 @"?dive@@YAHH@Z"(i32 noundef 1)
          to label %25 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %9 = load i32, i32* @destroyed, align 4
  %10 = load i32, i32* %2, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@FLHOGDAP@caught?5?$CFd?0?5destroyed?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %10, i32 noundef %9) [ "funclet"(token %8) ]
  catchret from %8 to label %12

12:                                               ; preds = %7
  br label %13

13:                                               ; preds = %12, %25
  %14 = invoke noundef i32 @"?chain@@YAHH@Z"(i32 noundef 0)
          to label %24 unwind label %15

15:                                               ; preds = %13
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %19 = load i32, i32* @rethrows, align 4
  %20 = load i32, i32* %3, align 4
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@CGGBBENK@caught?5?$CFd?5after?5?$CFd?5rethrows?6?$AA@", i32 0, i32 0), i32 noundef %20, i32 noundef %19) [ "funclet"(token %18) ]
  catchret from %18 to label %22

22:                                               ; preds = %17
  br label %23

23:                                               ; preds = %22, %24
  ret i32 0

24:                                               ; preds = %13
  br label %23

25:                                               ; preds = %0
  br label %13
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?dive@@YAHH@Z"(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Counter, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call x86_thiscallcc noundef %struct.Counter* @"??0Counter@@QAE@H@Z"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %5)
  %7 = load i32, i32* %2, align 4
  %8 = icmp eq i32 %7, 10000
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = load i32, i32* %2, align 4
  store i32 %10, i32* %4, align 4
  %11 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @_TI1H) #5
          to label %20 unwind label %18

12:                                               ; preds = %1
  %13 = load i32, i32* %2, align 4
  %14 = add nsw i32 %13, 1
  %15 = invoke noundef i32 @"?dive@@YAHH@Z"(i32 noundef %14)
          to label %16 unwind label %18

16:                                               ; preds = %12
  %17 = add nsw i32 %15, 1
  call x86_thiscallcc void @"??1Counter@@QAE@XZ"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %3) #6
  ret i32 %17

18:                                               ; preds = %12, %9
  %19 = cleanuppad within none []
  call x86_thiscallcc void @"??1Counter@@QAE@XZ"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %3) #6 [ "funclet"(token %19) ]
  cleanupret from %19 unwind to caller

20:                                               ; preds = %9
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?chain@@YAHH@Z"(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = icmp eq i32 %4, 300
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sub nsw i32 0, %7
  store i32 %8, i32* %3, align 4
  %9 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #5
  unreachable

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  %12 = add nsw i32 %11, 1
  %13 = invoke noundef i32 @"?chain@@YAHH@Z"(i32 noundef %12)
          to label %20 unwind label %14

14:                                               ; preds = %10
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* null, i32 64, i8* null]
  %18 = load i32, i32* @rethrows, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* @rethrows, align 4
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #5 [ "funclet"(token %17) ]
  unreachable

20:                                               ; preds = %10
  %21 = add nsw i32 %13, 1
  ret i32 %21

22:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Counter* @"??0Counter@@QAE@H@Z"(%struct.Counter* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Counter*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Counter* %0, %struct.Counter** %4, align 4
  %5 = load %struct.Counter*, %struct.Counter** %4, align 4
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.Counter* %5
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Counter@@QAE@XZ"(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Counter*, align 4
  store %struct.Counter* %0, %struct.Counter** %2, align 4
  %3 = load %struct.Counter*, %struct.Counter** %2, align 4
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = icmp sgt i32 %5, 0
  %7 = zext i1 %6 to i64
  %8 = select i1 %6, i32 1, i32 1000000
  %9 = load i32, i32* @destroyed, align 4
  %10 = add nsw i32 %9, %8
  store i32 %10, i32* @destroyed, align 4
  ret void
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #4

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { cold noreturn nounwind }
attributes #5 = { noreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
