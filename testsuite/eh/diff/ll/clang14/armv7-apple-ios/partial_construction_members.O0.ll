; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Holder = type { %struct.Member, %struct.Member, %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Outer = type { %struct.Member, %struct.Member, %struct.Member }
%struct.BodyThrows = type { %struct.Member, %struct.Member }

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"Holder body (never)\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"~Holder (never)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"~Outer (never)\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"BodyThrows body throws\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~BodyThrows (never)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Holder, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Outer, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.BodyThrows, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %10 = invoke noundef %struct.Holder* @_ZN6HolderC1Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %2)
          to label %11 unwind label %13

11:                                               ; preds = %0
  %12 = call noundef %struct.Holder* @_ZN6HolderD1Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %2) #6
  br label %29

13:                                               ; preds = %0
  %14 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %3, align 4
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, i32* %4, align 4
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %82

21:                                               ; preds = %17
  %22 = load i8*, i8** %3, align 4
  %23 = call i8* @__cxa_begin_catch(i8* %22) #6
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4
  store i32 %25, i32* %5, align 4
  %26 = load i32, i32* %5, align 4
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %26)
          to label %28 unwind label %33

28:                                               ; preds = %21
  call void @__cxa_end_catch() #6
  br label %29

29:                                               ; preds = %28, %11
  %30 = invoke noundef %struct.Outer* @_ZN5OuterC1Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %6)
          to label %31 unwind label %37

31:                                               ; preds = %29
  %32 = call noundef %struct.Outer* @_ZN5OuterD1Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %6) #6
  br label %53

33:                                               ; preds = %21
  %34 = landingpad { i8*, i32 }
          cleanup
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %3, align 4
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %4, align 4
  call void @__cxa_end_catch() #6
  br label %82

37:                                               ; preds = %29
  %38 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %39 = extractvalue { i8*, i32 } %38, 0
  store i8* %39, i8** %3, align 4
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %4, align 4
  br label %41

41:                                               ; preds = %37
  %42 = load i32, i32* %4, align 4
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %82

45:                                               ; preds = %41
  %46 = load i8*, i8** %3, align 4
  %47 = call i8* @__cxa_begin_catch(i8* %46) #6
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 4
  store i32 %49, i32* %7, align 4
  %50 = load i32, i32* %7, align 4
  %51 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %50)
          to label %52 unwind label %57

52:                                               ; preds = %45
  call void @__cxa_end_catch() #6
  br label %53

53:                                               ; preds = %52, %31
  %54 = invoke noundef %struct.BodyThrows* @_ZN10BodyThrowsC1Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %8)
          to label %55 unwind label %61

55:                                               ; preds = %53
  %56 = call noundef %struct.BodyThrows* @_ZN10BodyThrowsD1Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %8) #6
  br label %77

57:                                               ; preds = %45
  %58 = landingpad { i8*, i32 }
          cleanup
  %59 = extractvalue { i8*, i32 } %58, 0
  store i8* %59, i8** %3, align 4
  %60 = extractvalue { i8*, i32 } %58, 1
  store i32 %60, i32* %4, align 4
  call void @__cxa_end_catch() #6
  br label %82

61:                                               ; preds = %53
  %62 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %63 = extractvalue { i8*, i32 } %62, 0
  store i8* %63, i8** %3, align 4
  %64 = extractvalue { i8*, i32 } %62, 1
  store i32 %64, i32* %4, align 4
  br label %65

65:                                               ; preds = %61
  %66 = load i32, i32* %4, align 4
  %67 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %68 = icmp eq i32 %66, %67
  br i1 %68, label %69, label %82

69:                                               ; preds = %65
  %70 = load i8*, i8** %3, align 4
  %71 = call i8* @__cxa_begin_catch(i8* %70) #6
  %72 = bitcast i8* %71 to i32*
  %73 = load i32, i32* %72, align 4
  store i32 %73, i32* %9, align 4
  %74 = load i32, i32* %9, align 4
  %75 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %74)
          to label %76 unwind label %78

76:                                               ; preds = %69
  call void @__cxa_end_catch() #6
  br label %77

77:                                               ; preds = %76, %55
  ret i32 0

78:                                               ; preds = %69
  %79 = landingpad { i8*, i32 }
          cleanup
  %80 = extractvalue { i8*, i32 } %79, 0
  store i8* %80, i8** %3, align 4
  %81 = extractvalue { i8*, i32 } %79, 1
  store i32 %81, i32* %4, align 4
  call void @__cxa_end_catch() #6
  br label %82

82:                                               ; preds = %78, %65, %57, %41, %33, %17
  %83 = load i8*, i8** %3, align 4
  %84 = load i32, i32* %4, align 4
  %85 = insertvalue { i8*, i32 } undef, i8* %83, 0
  %86 = insertvalue { i8*, i32 } %85, i32 %84, 1
  resume { i8*, i32 } %86
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Holder* @_ZN6HolderC1Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = call noundef %struct.Holder* @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %3)
  ret %struct.Holder* %3
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Holder* @_ZN6HolderD1Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = call noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %3) #6
  ret %struct.Holder* %3
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Outer* @_ZN5OuterC1Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Outer*, align 4
  store %struct.Outer* %0, %struct.Outer** %2, align 4
  %3 = load %struct.Outer*, %struct.Outer** %2, align 4
  %4 = call noundef %struct.Outer* @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %3)
  ret %struct.Outer* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Outer* @_ZN5OuterD1Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Outer*, align 4
  store %struct.Outer* %0, %struct.Outer** %2, align 4
  %3 = load %struct.Outer*, %struct.Outer** %2, align 4
  %4 = call noundef %struct.Outer* @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %3) #6
  ret %struct.Outer* %3
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.BodyThrows* @_ZN10BodyThrowsC1Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.BodyThrows*, align 4
  store %struct.BodyThrows* %0, %struct.BodyThrows** %2, align 4
  %3 = load %struct.BodyThrows*, %struct.BodyThrows** %2, align 4
  %4 = call noundef %struct.BodyThrows* @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %3)
  ret %struct.BodyThrows* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.BodyThrows* @_ZN10BodyThrowsD1Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.BodyThrows*, align 4
  store %struct.BodyThrows* %0, %struct.BodyThrows** %2, align 4
  %3 = load %struct.BodyThrows*, %struct.BodyThrows** %2, align 4
  %4 = call noundef %struct.BodyThrows* @_ZN10BodyThrowsD2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %3) #6
  ret %struct.BodyThrows* %3
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Holder* @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Holder*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  %5 = load %struct.Holder*, %struct.Holder** %2, align 4
  %6 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 0
  %7 = call noundef %struct.Member* @_ZN6MemberC1Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 1)
  %8 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 1
  %9 = invoke noundef %struct.Member* @_ZN6MemberC1Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 2)
          to label %10 unwind label %19

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 2
  %12 = invoke noundef %struct.Member* @_ZN6MemberC1Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 3)
          to label %13 unwind label %23

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 3
  %15 = invoke noundef %struct.Member* @_ZN6MemberC1Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %14, i32 noundef 4)
          to label %16 unwind label %27

16:                                               ; preds = %13
  %17 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0))
          to label %18 unwind label %31

18:                                               ; preds = %16
  ret %struct.Holder* %5

19:                                               ; preds = %1
  %20 = landingpad { i8*, i32 }
          cleanup
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %3, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %4, align 4
  br label %40

23:                                               ; preds = %10
  %24 = landingpad { i8*, i32 }
          cleanup
  %25 = extractvalue { i8*, i32 } %24, 0
  store i8* %25, i8** %3, align 4
  %26 = extractvalue { i8*, i32 } %24, 1
  store i32 %26, i32* %4, align 4
  br label %38

27:                                               ; preds = %13
  %28 = landingpad { i8*, i32 }
          cleanup
  %29 = extractvalue { i8*, i32 } %28, 0
  store i8* %29, i8** %3, align 4
  %30 = extractvalue { i8*, i32 } %28, 1
  store i32 %30, i32* %4, align 4
  br label %36

31:                                               ; preds = %16
  %32 = landingpad { i8*, i32 }
          cleanup
  %33 = extractvalue { i8*, i32 } %32, 0
  store i8* %33, i8** %3, align 4
  %34 = extractvalue { i8*, i32 } %32, 1
  store i32 %34, i32* %4, align 4
  %35 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %14) #6
  br label %36

36:                                               ; preds = %31, %27
  %37 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %11) #6
  br label %38

38:                                               ; preds = %36, %23
  %39 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #6
  br label %40

40:                                               ; preds = %38, %19
  %41 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %42

42:                                               ; preds = %40
  %43 = load i8*, i8** %3, align 4
  %44 = load i32, i32* %4, align 4
  %45 = insertvalue { i8*, i32 } undef, i8* %43, 0
  %46 = insertvalue { i8*, i32 } %45, i32 %44, 1
  resume { i8*, i32 } %46
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Member* @_ZN6MemberC1Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Member*, align 4
  %4 = alloca i32, align 4
  store %struct.Member* %0, %struct.Member** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Member*, %struct.Member** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.Member* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Member*, align 4
  store %struct.Member* %0, %struct.Member** %2, align 4
  %3 = load %struct.Member*, %struct.Member** %2, align 4
  %4 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %3) #6
  ret %struct.Member* %3
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Member*, align 4
  %4 = alloca i32, align 4
  store %struct.Member* %0, %struct.Member** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Member*, %struct.Member** %3, align 4
  %6 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp eq i32 %12, 3
  br i1 %13, label %18, label %14

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = icmp eq i32 %16, 13
  br i1 %17, label %18, label %23

18:                                               ; preds = %14, %2
  %19 = call i8* @__cxa_allocate_exception(i32 4) #6
  %20 = bitcast i8* %19 to i32*
  %21 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %20, align 8
  call void @__cxa_throw(i8* %19, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

23:                                               ; preds = %14
  ret %struct.Member* %5
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Member*, align 4
  store %struct.Member* %0, %struct.Member** %2, align 4
  %3 = load %struct.Member*, %struct.Member** %2, align 4
  %4 = getelementptr inbounds %struct.Member, %struct.Member* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Member* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #8
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Holder*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  %5 = load %struct.Holder*, %struct.Holder** %2, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0))
          to label %7 unwind label %16

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 3
  %9 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #6
  %10 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 2
  %11 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %10) #6
  %12 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 1
  %13 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %12) #6
  %14 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 0
  %15 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %14) #6
  ret %struct.Holder* %5

16:                                               ; preds = %1
  %17 = landingpad { i8*, i32 }
          catch i8* null
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %3, align 4
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %4, align 4
  %20 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 3
  %21 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %20) #6
  %22 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 2
  %23 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %22) #6
  %24 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 1
  %25 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %24) #6
  %26 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 0
  %27 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %26) #6
  br label %28

28:                                               ; preds = %16
  %29 = load i8*, i8** %3, align 4
  call void @__clang_call_terminate(i8* %29) #8
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Outer* @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Outer*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.Outer* %0, %struct.Outer** %2, align 4
  %5 = load %struct.Outer*, %struct.Outer** %2, align 4
  %6 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %7 = call noundef %struct.Member* @_ZN6MemberC1Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 11)
  %8 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 1
  %9 = invoke noundef %struct.Member* @_ZN6MemberC1Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 12)
          to label %10 unwind label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 2
  %12 = invoke noundef %struct.Member* @_ZN6MemberC1Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 13)
          to label %13 unwind label %18

13:                                               ; preds = %10
  ret %struct.Outer* %5

14:                                               ; preds = %1
  %15 = landingpad { i8*, i32 }
          cleanup
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %3, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %4, align 4
  br label %23

18:                                               ; preds = %10
  %19 = landingpad { i8*, i32 }
          cleanup
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %3, align 4
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %4, align 4
  %22 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #6
  br label %23

23:                                               ; preds = %18, %14
  %24 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %25

25:                                               ; preds = %23
  %26 = load i8*, i8** %3, align 4
  %27 = load i32, i32* %4, align 4
  %28 = insertvalue { i8*, i32 } undef, i8* %26, 0
  %29 = insertvalue { i8*, i32 } %28, i32 %27, 1
  resume { i8*, i32 } %29
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Outer* @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Outer*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.Outer* %0, %struct.Outer** %2, align 4
  %5 = load %struct.Outer*, %struct.Outer** %2, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0))
          to label %7 unwind label %14

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 2
  %9 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #6
  %10 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 1
  %11 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %10) #6
  %12 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %13 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %12) #6
  ret %struct.Outer* %5

14:                                               ; preds = %1
  %15 = landingpad { i8*, i32 }
          catch i8* null
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %3, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %4, align 4
  %18 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 2
  %19 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %18) #6
  %20 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 1
  %21 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %20) #6
  %22 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  %23 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %22) #6
  br label %24

24:                                               ; preds = %14
  %25 = load i8*, i8** %3, align 4
  call void @__clang_call_terminate(i8* %25) #8
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.BodyThrows* @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.BodyThrows*, align 4
  %3 = alloca %struct.BodyThrows*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store %struct.BodyThrows* %0, %struct.BodyThrows** %3, align 4
  %6 = load %struct.BodyThrows*, %struct.BodyThrows** %3, align 4
  store %struct.BodyThrows* %6, %struct.BodyThrows** %2, align 4
  %7 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %6, i32 0, i32 0
  %8 = call noundef %struct.Member* @_ZN6MemberC1Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 21)
  %9 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %6, i32 0, i32 1
  %10 = invoke noundef %struct.Member* @_ZN6MemberC1Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 22)
          to label %11 unwind label %16

11:                                               ; preds = %1
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.6, i32 0, i32 0))
          to label %13 unwind label %20

13:                                               ; preds = %11
  %14 = call i8* @__cxa_allocate_exception(i32 4) #6
  %15 = bitcast i8* %14 to i32*
  store i32 23, i32* %15, align 8
  invoke void @__cxa_throw(i8* %14, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %32 unwind label %20

16:                                               ; preds = %1
  %17 = landingpad { i8*, i32 }
          cleanup
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %4, align 4
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %5, align 4
  br label %25

20:                                               ; preds = %13, %11
  %21 = landingpad { i8*, i32 }
          cleanup
  %22 = extractvalue { i8*, i32 } %21, 0
  store i8* %22, i8** %4, align 4
  %23 = extractvalue { i8*, i32 } %21, 1
  store i32 %23, i32* %5, align 4
  %24 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9) #6
  br label %25

25:                                               ; preds = %20, %16
  %26 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %7) #6
  br label %27

27:                                               ; preds = %25
  %28 = load i8*, i8** %4, align 4
  %29 = load i32, i32* %5, align 4
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1
  resume { i8*, i32 } %31

32:                                               ; preds = %13
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.BodyThrows* @_ZN10BodyThrowsD2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.BodyThrows*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.BodyThrows* %0, %struct.BodyThrows** %2, align 4
  %5 = load %struct.BodyThrows*, %struct.BodyThrows** %2, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0))
          to label %7 unwind label %12

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i32 0, i32 1
  %9 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #6
  %10 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i32 0, i32 0
  %11 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %10) #6
  ret %struct.BodyThrows* %5

12:                                               ; preds = %1
  %13 = landingpad { i8*, i32 }
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %3, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %4, align 4
  %16 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i32 0, i32 1
  %17 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %16) #6
  %18 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i32 0, i32 0
  %19 = call noundef %struct.Member* @_ZN6MemberD1Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %18) #6
  br label %20

20:                                               ; preds = %12
  %21 = load i8*, i8** %3, align 4
  call void @__clang_call_terminate(i8* %21) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
