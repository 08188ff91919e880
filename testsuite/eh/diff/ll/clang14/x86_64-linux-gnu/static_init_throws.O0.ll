; ModuleID = 'static_init_throws.cpp'
source_filename = "static_init_throws.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Config = type { i32 }

$_ZN6ConfigC2Ei = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"get -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"init failed at attempt %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"attempts %d\0A\00", align 1
@_ZL8attempts = internal global i32 0, align 4
@_ZZL3getvE1c = internal global %struct.Config zeroinitializer, align 4
@_ZGVZL3getvE1c = internal global i64 0, align 8
@.str.3 = private unnamed_addr constant [19 x i8] c"Config attempt %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %6

6:                                                ; preds = %31, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %38

9:                                                ; preds = %6
  %10 = invoke noundef i32 @_ZL3getv()
          to label %11 unwind label %14

11:                                               ; preds = %9
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %10)
          to label %13 unwind label %14

13:                                               ; preds = %11
  br label %30

14:                                               ; preds = %11, %9
  %15 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %3, align 8
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %4, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load i32, i32* %4, align 4
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %41

22:                                               ; preds = %18
  %23 = load i8*, i8** %3, align 8
  %24 = call i8* @__cxa_begin_catch(i8* %23) #4
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4
  store i32 %26, i32* %5, align 4
  %27 = load i32, i32* %5, align 4
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef %27)
          to label %29 unwind label %34

29:                                               ; preds = %22
  call void @__cxa_end_catch() #4
  br label %30

30:                                               ; preds = %29, %13
  br label %31

31:                                               ; preds = %30
  %32 = load i32, i32* %2, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %2, align 4
  br label %6, !llvm.loop !6

34:                                               ; preds = %22
  %35 = landingpad { i8*, i32 }
          cleanup
  %36 = extractvalue { i8*, i32 } %35, 0
  store i8* %36, i8** %3, align 8
  %37 = extractvalue { i8*, i32 } %35, 1
  store i32 %37, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %41

38:                                               ; preds = %6
  %39 = load i32, i32* @_ZL8attempts, align 4
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0), i32 noundef %39)
  ret i32 0

41:                                               ; preds = %34, %18
  %42 = load i8*, i8** %3, align 8
  %43 = load i32, i32* %4, align 4
  %44 = insertvalue { i8*, i32 } undef, i8* %42, 0
  %45 = insertvalue { i8*, i32 } %44, i32 %43, 1
  resume { i8*, i32 } %45
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL3getv() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i8*, align 8
  %2 = alloca i32, align 4
  %3 = load atomic i8, i8* bitcast (i64* @_ZGVZL3getvE1c to i8*) acquire, align 8
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %5, label %12, !prof !8

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(i64* @_ZGVZL3getvE1c) #4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %5
  %9 = load i32, i32* @_ZL8attempts, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @_ZL8attempts, align 4
  invoke void @_ZN6ConfigC2Ei(%struct.Config* noundef nonnull align 4 dereferenceable(4) @_ZZL3getvE1c, i32 noundef %10)
          to label %11 unwind label %14

11:                                               ; preds = %8
  call void @__cxa_guard_release(i64* @_ZGVZL3getvE1c) #4
  br label %12

12:                                               ; preds = %11, %5, %0
  %13 = load i32, i32* getelementptr inbounds (%struct.Config, %struct.Config* @_ZZL3getvE1c, i32 0, i32 0), align 4
  ret i32 %13

14:                                               ; preds = %8
  %15 = landingpad { i8*, i32 }
          cleanup
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %1, align 8
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %2, align 4
  call void @__cxa_guard_abort(i64* @_ZGVZL3getvE1c) #4
  br label %18

18:                                               ; preds = %14
  %19 = load i8*, i8** %1, align 8
  %20 = load i32, i32* %2, align 4
  %21 = insertvalue { i8*, i32 } undef, i8* %19, 0
  %22 = insertvalue { i8*, i32 } %21, i32 %20, 1
  resume { i8*, i32 } %22
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(i64*) #4

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6ConfigC2Ei(%struct.Config* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca %struct.Config*, align 8
  %4 = alloca i32, align 4
  store %struct.Config* %0, %struct.Config** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Config*, %struct.Config** %3, align 8
  %6 = getelementptr inbounds %struct.Config, %struct.Config* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  %8 = mul nsw i32 %7, 10
  store i32 %8, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i64 0, i64 0), i32 noundef %9)
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %11, 3
  br i1 %12, label %13, label %17

13:                                               ; preds = %2
  %14 = call i8* @__cxa_allocate_exception(i64 4) #4
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %4, align 4
  store i32 %16, i32* %15, align 16
  call void @__cxa_throw(i8* %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

17:                                               ; preds = %2
  ret void
}

; Function Attrs: nounwind
declare void @__cxa_guard_abort(i64*) #4

; Function Attrs: nounwind
declare void @__cxa_guard_release(i64*) #4

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { nounwind }
attributes #5 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"branch_weights", i32 1, i32 1048575}
