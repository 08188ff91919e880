; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Watch = type { i8* }
%struct.Nested = type { i8 }

$_ZN5WatchC2EPKc = comdat any

$_ZN5WatchD2Ev = comdat any

$_ZN6NestedD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"normal scope exit\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [7 x i8] c"unwind\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.5 = private unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"~Nested before\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"~Nested inner handler\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Nested after\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Watch, align 8
  %3 = alloca %struct.Watch, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Nested, align 1
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0))
  call void @_ZN5WatchC2EPKc(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %2, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0))
  call void @_ZN5WatchD2Ev(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %2) #7
  invoke void @_ZN5WatchC2EPKc(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %3, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0))
          to label %8 unwind label %11

8:                                                ; preds = %0
  %9 = call i8* @__cxa_allocate_exception(i64 4) #7
  %10 = bitcast i8* %9 to i32*
  store i32 1, i32* %10, align 16
  invoke void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %39 unwind label %15

11:                                               ; preds = %0
  %12 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %4, align 8
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %5, align 4
  br label %19

15:                                               ; preds = %8
  %16 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %4, align 8
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %5, align 4
  call void @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %6) #7
  call void @_ZN5WatchD2Ev(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %3) #7
  br label %19

19:                                               ; preds = %15, %11
  %20 = load i32, i32* %5, align 4
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %34

23:                                               ; preds = %19
  %24 = load i8*, i8** %4, align 8
  %25 = call i8* @__cxa_begin_catch(i8* %24) #7
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4
  store i32 %27, i32* %7, align 4
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0))
          to label %28 unwind label %30

28:                                               ; preds = %23
  call void @__cxa_end_catch() #7
  br label %29

29:                                               ; preds = %28
  call void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0))
  ret i32 0

30:                                               ; preds = %23
  %31 = landingpad { i8*, i32 }
          cleanup
  %32 = extractvalue { i8*, i32 } %31, 0
  store i8* %32, i8** %4, align 8
  %33 = extractvalue { i8*, i32 } %31, 1
  store i32 %33, i32* %5, align 4
  call void @__cxa_end_catch() #7
  br label %34

34:                                               ; preds = %30, %19
  %35 = load i8*, i8** %4, align 8
  %36 = load i32, i32* %5, align 4
  %37 = insertvalue { i8*, i32 } undef, i8* %35, 0
  %38 = insertvalue { i8*, i32 } %37, i32 %36, 1
  resume { i8*, i32 } %38

39:                                               ; preds = %8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6reportPKc(i8* noundef %0) #1 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = load i8*, i8** %2, align 8
  %4 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %5 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %6 = zext i1 %5 to i32
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i64 0, i64 0), i8* noundef %3, i32 noundef %4, i32 noundef %6)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5WatchC2EPKc(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.Watch*, align 8
  %4 = alloca i8*, align 8
  store %struct.Watch* %0, %struct.Watch** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load %struct.Watch*, %struct.Watch** %3, align 8
  %6 = getelementptr inbounds %struct.Watch, %struct.Watch* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 8
  store i8* %7, i8** %6, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5WatchD2Ev(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca %struct.Watch*, align 8
  store %struct.Watch* %0, %struct.Watch** %2, align 8
  %3 = load %struct.Watch*, %struct.Watch** %2, align 8
  %4 = getelementptr inbounds %struct.Watch, %struct.Watch* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  invoke void @_ZL6reportPKc(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret void

7:                                                ; preds = %1
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  call void @__clang_call_terminate(i8* %9) #9
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca %struct.Nested*, align 8
  %3 = alloca %struct.Watch, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.Nested* %0, %struct.Nested** %2, align 8
  %7 = load %struct.Nested*, %struct.Nested** %2, align 8
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0))
          to label %8 unwind label %36

8:                                                ; preds = %1
  invoke void @_ZN5WatchC2EPKc(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %3, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0))
          to label %9 unwind label %12

9:                                                ; preds = %8
  %10 = call i8* @__cxa_allocate_exception(i64 4) #7
  %11 = bitcast i8* %10 to i32*
  store i32 2, i32* %11, align 16
  invoke void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %41 unwind label %16

12:                                               ; preds = %8
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %4, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %5, align 4
  br label %20

16:                                               ; preds = %9
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %4, align 8
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %5, align 4
  call void @_ZN5WatchD2Ev(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %3) #7
  br label %20

20:                                               ; preds = %16, %12
  %21 = load i32, i32* %5, align 4
  %22 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %39

24:                                               ; preds = %20
  %25 = load i8*, i8** %4, align 8
  %26 = call i8* @__cxa_begin_catch(i8* %25) #7
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4
  store i32 %28, i32* %6, align 4
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0))
          to label %29 unwind label %32

29:                                               ; preds = %24
  call void @__cxa_end_catch() #7
  br label %30

30:                                               ; preds = %29
  invoke void @_ZL6reportPKc(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0))
          to label %31 unwind label %36

31:                                               ; preds = %30
  ret void

32:                                               ; preds = %24
  %33 = landingpad { i8*, i32 }
          catch i8* null
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %4, align 8
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %5, align 4
  call void @__cxa_end_catch() #7
  br label %39

36:                                               ; preds = %30, %1
  %37 = landingpad { i8*, i32 }
          catch i8* null
  %38 = extractvalue { i8*, i32 } %37, 0
  call void @__clang_call_terminate(i8* %38) #9
  unreachable

39:                                               ; preds = %32, %20
  %40 = load i8*, i8** %4, align 8
  call void @__clang_call_terminate(i8* %40) #9
  unreachable

41:                                               ; preds = %9
  unreachable
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @__cxa_end_catch()

declare dso_local i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare dso_local noundef i32 @_ZSt19uncaught_exceptionsv() #5

; Function Attrs: nounwind
declare dso_local noundef zeroext i1 @_ZSt18uncaught_exceptionv() #5

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare dso_local void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
