; ModuleID = 'dtor_order_10_frames.cpp'
source_filename = "dtor_order_10_frames.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Frame = type { i32 }

$_ZN5FrameC2Ei = comdat any

$_ZN5FrameD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"enter %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"never: after call at %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"leave %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Frame, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @_ZN5FrameC2Ei(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 0)
  %6 = invoke noundef i32 @_ZL7recursei(i32 noundef 1)
          to label %7 unwind label %8

7:                                                ; preds = %0
  br label %24

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %3, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %4, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, i32* %4, align 4
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %36

16:                                               ; preds = %12
  %17 = load i8*, i8** %3, align 8
  %18 = call i8* @__cxa_begin_catch(i8* %17) #7
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %5, align 4
  %21 = load i32, i32* %5, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %21)
          to label %23 unwind label %28

23:                                               ; preds = %16
  call void @__cxa_end_catch() #7
  br label %24

24:                                               ; preds = %23, %7
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
          to label %26 unwind label %32

26:                                               ; preds = %24
  store i32 0, i32* %1, align 4
  call void @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2) #7
  %27 = load i32, i32* %1, align 4
  ret i32 %27

28:                                               ; preds = %16
  %29 = landingpad { i8*, i32 }
          cleanup
  %30 = extractvalue { i8*, i32 } %29, 0
  store i8* %30, i8** %3, align 8
  %31 = extractvalue { i8*, i32 } %29, 1
  store i32 %31, i32* %4, align 4
  call void @__cxa_end_catch() #7
  br label %36

32:                                               ; preds = %24
  %33 = landingpad { i8*, i32 }
          cleanup
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %3, align 8
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %4, align 4
  br label %36

36:                                               ; preds = %32, %28, %12
  call void @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %2) #7
  br label %37

37:                                               ; preds = %36
  %38 = load i8*, i8** %3, align 8
  %39 = load i32, i32* %4, align 4
  %40 = insertvalue { i8*, i32 } undef, i8* %38, 0
  %41 = insertvalue { i8*, i32 } %40, i32 %39, 1
  resume { i8*, i32 } %41
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5FrameC2Ei(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Frame*, align 8
  %4 = alloca i32, align 4
  store %struct.Frame* %0, %struct.Frame** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Frame*, %struct.Frame** %3, align 8
  %6 = getelementptr inbounds %struct.Frame, %struct.Frame* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Frame, %struct.Frame* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7recursei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Frame, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  call void @_ZN5FrameC2Ei(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %7)
  %8 = load i32, i32* %2, align 4
  %9 = icmp eq i32 %8, 10
  br i1 %9, label %10, label %19

10:                                               ; preds = %1
  %11 = call i8* @__cxa_allocate_exception(i64 4) #7
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %2, align 4
  %14 = mul nsw i32 %13, 7
  store i32 %14, i32* %12, align 16
  invoke void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %34 unwind label %15

15:                                               ; preds = %23, %19, %10
  %16 = landingpad { i8*, i32 }
          cleanup
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %4, align 8
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %5, align 4
  call void @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3) #7
  br label %29

19:                                               ; preds = %1
  %20 = load i32, i32* %2, align 4
  %21 = add nsw i32 %20, 1
  %22 = invoke noundef i32 @_ZL7recursei(i32 noundef %21)
          to label %23 unwind label %15

23:                                               ; preds = %19
  store i32 %22, i32* %6, align 4
  %24 = load i32, i32* %2, align 4
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i64 0, i64 0), i32 noundef %24)
          to label %26 unwind label %15

26:                                               ; preds = %23
  %27 = load i32, i32* %6, align 4
  %28 = add nsw i32 %27, 1
  call void @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret i32 %28

29:                                               ; preds = %15
  %30 = load i8*, i8** %4, align 8
  %31 = load i32, i32* %5, align 4
  %32 = insertvalue { i8*, i32 } undef, i8* %30, 0
  %33 = insertvalue { i8*, i32 } %32, i32 %31, 1
  resume { i8*, i32 } %33

34:                                               ; preds = %10
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5FrameD2Ev(%struct.Frame* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Frame*, align 8
  store %struct.Frame* %0, %struct.Frame** %2, align 8
  %3 = load %struct.Frame*, %struct.Frame** %2, align 8
  %4 = getelementptr inbounds %struct.Frame, %struct.Frame* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #9
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
