; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Obj = type { i32 }
%class.anon = type { i8 }

$_ZN3ObjC2Ei = comdat any

$_ZN3ObjD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [18 x i8] c"C++ throws at %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"C++ ~Obj(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"no-throw callback %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"C layer %d enter\0A\00", align 1
@.str.1.5 = private unnamed_addr constant [18 x i8] c"C layer %d leave\0A\00", align 1
@.str.2.6 = private unnamed_addr constant [23 x i8] c"C cleanup releases %d\0A\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @cpp_callback(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Obj, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  call void @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %7 = load i32, i32* %2, align 4
  %8 = icmp eq i32 %7, 3
  br i1 %8, label %9, label %20

9:                                                ; preds = %1
  %10 = load i32, i32* %2, align 4
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %10)
          to label %12 unwind label %16

12:                                               ; preds = %9
  %13 = call i8* @__cxa_allocate_exception(i32 4) #8
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %2, align 4
  store i32 %15, i32* %14, align 16
  invoke void @__cxa_throw(i8* %13, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %29 unwind label %16

16:                                               ; preds = %20, %12, %9
  %17 = landingpad { i8*, i32 }
          cleanup
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %4, align 4
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %5, align 4
  call void @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %3) #8
  br label %24

20:                                               ; preds = %1
  %21 = load i32, i32* %2, align 4
  %22 = add nsw i32 %21, 1
  invoke void @c_layer(i32 noundef %22, void (i32)* noundef @cpp_callback)
          to label %23 unwind label %16

23:                                               ; preds = %20
  call void @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void

24:                                               ; preds = %16
  %25 = load i8*, i8** %4, align 4
  %26 = load i32, i32* %5, align 4
  %27 = insertvalue { i8*, i32 } undef, i8* %25, 0
  %28 = insertvalue { i8*, i32 } %27, i32 %26, 1
  resume { i8*, i32 } %28

29:                                               ; preds = %12
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Obj*, align 4
  %4 = alloca i32, align 4
  store %struct.Obj* %0, %struct.Obj** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Obj*, %struct.Obj** %3, align 4
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #10
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #3 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %class.anon, align 1
  store i32 0, i32* %1, align 4
  invoke void @c_layer(i32 noundef 1, void (i32)* noundef @cpp_callback)
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %23

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %2, align 4
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, i32* %3, align 4
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load i8*, i8** %2, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #8
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %4, align 4
  %20 = load i32, i32* %4, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %20)
          to label %22 unwind label %25

22:                                               ; preds = %15
  call void @__cxa_end_catch() #8
  br label %23

23:                                               ; preds = %22, %6
  %24 = call noundef void (i32)* @"_ZZ4mainENK3$_0cvPFviEEv"(%class.anon* noundef nonnull align 1 dereferenceable(1) %5) #8
  call void @c_layer(i32 noundef 10, void (i32)* noundef %24)
  ret i32 0

25:                                               ; preds = %15
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %2, align 4
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %3, align 4
  call void @__cxa_end_catch() #8
  br label %29

29:                                               ; preds = %25, %11
  %30 = load i8*, i8** %2, align 4
  %31 = load i32, i32* %3, align 4
  %32 = insertvalue { i8*, i32 } undef, i8* %30, 0
  %33 = insertvalue { i8*, i32 } %32, i32 %31, 1
  resume { i8*, i32 } %33
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef void (i32)* @"_ZZ4mainENK3$_0cvPFviEEv"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0) #6 align 2 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  %3 = load %class.anon*, %class.anon** %2, align 4
  ret void (i32)* @"_ZZ4mainEN3$_08__invokeEi"
}

; Function Attrs: noinline optnone uwtable
define internal void @"_ZZ4mainEN3$_08__invokeEi"(i32 noundef %0) #7 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  call void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon*, align 4
  %4 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon*, %class.anon** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i32 0, i32 0), i32 noundef %6)
  ret void
}

; Function Attrs: noinline optnone uwtable
define dso_local void @c_plain(i32 noundef %0, void (i32)* noundef %1) #7 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  store i32 %0, i32* %3, align 4
  store void (i32)* %1, void (i32)** %4, align 4
  %5 = load void (i32)*, void (i32)** %4, align 4
  %6 = load i32, i32* %3, align 4
  call void %5(i32 noundef %6)
  ret void
}

; Function Attrs: noinline optnone uwtable
define dso_local void @c_layer(i32 noundef %0, void (i32)* noundef %1) #7 personality i8* bitcast (i32 (...)* @__gcc_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store void (i32)* %1, void (i32)** %4, align 4
  %9 = load i32, i32* %3, align 4
  store i32 %9, i32* %5, align 4
  %10 = load i32, i32* %3, align 4
  %11 = mul nsw i32 %10, 10
  store i32 %11, i32* %6, align 4
  %12 = load i32, i32* %3, align 4
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), i32 noundef %12)
          to label %14 unwind label %22

14:                                               ; preds = %2
  %15 = load i32, i32* %3, align 4
  %16 = load void (i32)*, void (i32)** %4, align 4
  invoke void @c_plain(i32 noundef %15, void (i32)* noundef %16)
          to label %17 unwind label %22

17:                                               ; preds = %14
  %18 = load i32, i32* %3, align 4
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1.5, i32 0, i32 0), i32 noundef %18)
          to label %20 unwind label %22

20:                                               ; preds = %17
  invoke void @release(i32* noundef %6)
          to label %21 unwind label %26

21:                                               ; preds = %20
  call void @release(i32* noundef %5)
  ret void

22:                                               ; preds = %17, %14, %2
  %23 = landingpad { i8*, i32 }
          cleanup
  %24 = extractvalue { i8*, i32 } %23, 0
  store i8* %24, i8** %7, align 4
  %25 = extractvalue { i8*, i32 } %23, 1
  store i32 %25, i32* %8, align 4
  invoke void @release(i32* noundef %6)
          to label %30 unwind label %38

26:                                               ; preds = %20
  %27 = landingpad { i8*, i32 }
          cleanup
  %28 = extractvalue { i8*, i32 } %27, 0
  store i8* %28, i8** %7, align 4
  %29 = extractvalue { i8*, i32 } %27, 1
  store i32 %29, i32* %8, align 4
  br label %31

30:                                               ; preds = %22
  br label %31

31:                                               ; preds = %30, %26
  invoke void @release(i32* noundef %5)
          to label %32 unwind label %38

32:                                               ; preds = %31
  br label %33

33:                                               ; preds = %32
  %34 = load i8*, i8** %7, align 4
  %35 = load i32, i32* %8, align 4
  %36 = insertvalue { i8*, i32 } undef, i8* %34, 0
  %37 = insertvalue { i8*, i32 } %36, i32 %35, 1
  resume { i8*, i32 } %37

38:                                               ; preds = %31, %22
  %39 = landingpad { i8*, i32 }
          catch i8* null
  call void @abort() #10
  unreachable
}

declare i32 @__gcc_personality_v0(...)

; Function Attrs: noinline optnone uwtable
define internal void @release(i32* noundef %0) #7 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  %3 = load i32*, i32** %2, align 4
  %4 = load i32, i32* %3, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2.6, i32 0, i32 0), i32 noundef %4)
  ret void
}

declare void @abort()

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5, !6}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"NumRegisterParameters", i32 0}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 7, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 7, !"uwtable", i32 1}
!6 = !{i32 7, !"frame-pointer", i32 2}
