; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Holder = type { %struct.Member, %struct.Member, %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Outer = type { %struct.Member, %struct.Member, %struct.Member }
%struct.BodyThrows = type { %struct.Member, %struct.Member }

$_ZN6HolderC2Ev = comdat any

$_ZN6HolderD2Ev = comdat any

$_ZN5OuterC2Ev = comdat any

$_ZN5OuterD2Ev = comdat any

$_ZN10BodyThrowsC2Ev = comdat any

$_ZN10BodyThrowsD2Ev = comdat any

$_ZN6MemberC2Ei = comdat any

$_ZN6MemberD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"Holder body (never)\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"~Holder (never)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"~Outer (never)\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"BodyThrows body throws\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~BodyThrows (never)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Holder, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Outer, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.BodyThrows, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %2)
          to label %10 unwind label %11

10:                                               ; preds = %0
  call void @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %2) #6
  br label %27

11:                                               ; preds = %0
  %12 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %3, align 8
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %4, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, i32* %4, align 4
  %17 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %76

19:                                               ; preds = %15
  %20 = load i8*, i8** %3, align 8
  %21 = call i8* @__cxa_begin_catch(i8* %20) #6
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %22, align 4
  store i32 %23, i32* %5, align 4
  %24 = load i32, i32* %5, align 4
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %24)
          to label %26 unwind label %29

26:                                               ; preds = %19
  call void @__cxa_end_catch() #6
  br label %27

27:                                               ; preds = %26, %10
  invoke void @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %6)
          to label %28 unwind label %33

28:                                               ; preds = %27
  call void @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %6) #6
  br label %49

29:                                               ; preds = %19
  %30 = landingpad { i8*, i32 }
          cleanup
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %3, align 8
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %4, align 4
  call void @__cxa_end_catch() #6
  br label %76

33:                                               ; preds = %27
  %34 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %3, align 8
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %4, align 4
  br label %37

37:                                               ; preds = %33
  %38 = load i32, i32* %4, align 4
  %39 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %76

41:                                               ; preds = %37
  %42 = load i8*, i8** %3, align 8
  %43 = call i8* @__cxa_begin_catch(i8* %42) #6
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4
  store i32 %45, i32* %7, align 4
  %46 = load i32, i32* %7, align 4
  %47 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %46)
          to label %48 unwind label %51

48:                                               ; preds = %41
  call void @__cxa_end_catch() #6
  br label %49

49:                                               ; preds = %48, %28
  invoke void @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %8)
          to label %50 unwind label %55

50:                                               ; preds = %49
  call void @_ZN10BodyThrowsD2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %8) #6
  br label %71

51:                                               ; preds = %41
  %52 = landingpad { i8*, i32 }
          cleanup
  %53 = extractvalue { i8*, i32 } %52, 0
  store i8* %53, i8** %3, align 8
  %54 = extractvalue { i8*, i32 } %52, 1
  store i32 %54, i32* %4, align 4
  call void @__cxa_end_catch() #6
  br label %76

55:                                               ; preds = %49
  %56 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %57 = extractvalue { i8*, i32 } %56, 0
  store i8* %57, i8** %3, align 8
  %58 = extractvalue { i8*, i32 } %56, 1
  store i32 %58, i32* %4, align 4
  br label %59

59:                                               ; preds = %55
  %60 = load i32, i32* %4, align 4
  %61 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %62 = icmp eq i32 %60, %61
  br i1 %62, label %63, label %76

63:                                               ; preds = %59
  %64 = load i8*, i8** %3, align 8
  %65 = call i8* @__cxa_begin_catch(i8* %64) #6
  %66 = bitcast i8* %65 to i32*
  %67 = load i32, i32* %66, align 4
  store i32 %67, i32* %9, align 4
  %68 = load i32, i32* %9, align 4
  %69 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %68)
          to label %70 unwind label %72

70:                                               ; preds = %63
  call void @__cxa_end_catch() #6
  br label %71

71:                                               ; preds = %70, %50
  ret i32 0

72:                                               ; preds = %63
  %73 = landingpad { i8*, i32 }
          cleanup
  %74 = extractvalue { i8*, i32 } %73, 0
  store i8* %74, i8** %3, align 8
  %75 = extractvalue { i8*, i32 } %73, 1
  store i32 %75, i32* %4, align 4
  call void @__cxa_end_catch() #6
  br label %76

76:                                               ; preds = %72, %59, %51, %37, %29, %15
  %77 = load i8*, i8** %3, align 8
  %78 = load i32, i32* %4, align 4
  %79 = insertvalue { i8*, i32 } undef, i8* %77, 0
  %80 = insertvalue { i8*, i32 } %79, i32 %78, 1
  resume { i8*, i32 } %80
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Holder*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 8
  %5 = load %struct.Holder*, %struct.Holder** %2, align 8
  %6 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 0
  call void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 1)
  %7 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 1
  invoke void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 2)
          to label %8 unwind label %15

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 2
  invoke void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 3)
          to label %10 unwind label %19

10:                                               ; preds = %8
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 3
  invoke void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 4)
          to label %12 unwind label %23

12:                                               ; preds = %10
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0))
          to label %14 unwind label %27

14:                                               ; preds = %12
  ret void

15:                                               ; preds = %1
  %16 = landingpad { i8*, i32 }
          cleanup
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %3, align 8
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %4, align 4
  br label %33

19:                                               ; preds = %8
  %20 = landingpad { i8*, i32 }
          cleanup
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %3, align 8
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %4, align 4
  br label %32

23:                                               ; preds = %10
  %24 = landingpad { i8*, i32 }
          cleanup
  %25 = extractvalue { i8*, i32 } %24, 0
  store i8* %25, i8** %3, align 8
  %26 = extractvalue { i8*, i32 } %24, 1
  store i32 %26, i32* %4, align 4
  br label %31

27:                                               ; preds = %12
  %28 = landingpad { i8*, i32 }
          cleanup
  %29 = extractvalue { i8*, i32 } %28, 0
  store i8* %29, i8** %3, align 8
  %30 = extractvalue { i8*, i32 } %28, 1
  store i32 %30, i32* %4, align 4
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %11) #6
  br label %31

31:                                               ; preds = %27, %23
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9) #6
  br label %32

32:                                               ; preds = %31, %19
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %7) #6
  br label %33

33:                                               ; preds = %32, %15
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %34

34:                                               ; preds = %33
  %35 = load i8*, i8** %3, align 8
  %36 = load i32, i32* %4, align 4
  %37 = insertvalue { i8*, i32 } undef, i8* %35, 0
  %38 = insertvalue { i8*, i32 } %37, i32 %36, 1
  resume { i8*, i32 } %38
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Holder*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 8
  %5 = load %struct.Holder*, %struct.Holder** %2, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0))
          to label %7 unwind label %12

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 3
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #6
  %9 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 2
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9) #6
  %10 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 1
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %10) #6
  %11 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 0
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %11) #6
  ret void

12:                                               ; preds = %1
  %13 = landingpad { i8*, i32 }
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %3, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %4, align 4
  %16 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 3
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %16) #6
  %17 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 2
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %17) #6
  %18 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 1
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %18) #6
  %19 = getelementptr inbounds %struct.Holder, %struct.Holder* %5, i32 0, i32 0
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %19) #6
  br label %20

20:                                               ; preds = %12
  %21 = load i8*, i8** %3, align 8
  call void @__clang_call_terminate(i8* %21) #7
  unreachable
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Outer*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.Outer* %0, %struct.Outer** %2, align 8
  %5 = load %struct.Outer*, %struct.Outer** %2, align 8
  %6 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  call void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 11)
  %7 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 1
  invoke void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 12)
          to label %8 unwind label %11

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 2
  invoke void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 13)
          to label %10 unwind label %15

10:                                               ; preds = %8
  ret void

11:                                               ; preds = %1
  %12 = landingpad { i8*, i32 }
          cleanup
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %3, align 8
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %4, align 4
  br label %19

15:                                               ; preds = %8
  %16 = landingpad { i8*, i32 }
          cleanup
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %3, align 8
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %4, align 4
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %7) #6
  br label %19

19:                                               ; preds = %15, %11
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %20

20:                                               ; preds = %19
  %21 = load i8*, i8** %3, align 8
  %22 = load i32, i32* %4, align 4
  %23 = insertvalue { i8*, i32 } undef, i8* %21, 0
  %24 = insertvalue { i8*, i32 } %23, i32 %22, 1
  resume { i8*, i32 } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Outer*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.Outer* %0, %struct.Outer** %2, align 8
  %5 = load %struct.Outer*, %struct.Outer** %2, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0))
          to label %7 unwind label %11

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 2
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #6
  %9 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 1
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9) #6
  %10 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %10) #6
  ret void

11:                                               ; preds = %1
  %12 = landingpad { i8*, i32 }
          catch i8* null
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %3, align 8
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %4, align 4
  %15 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 2
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %15) #6
  %16 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 1
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %16) #6
  %17 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %17) #6
  br label %18

18:                                               ; preds = %11
  %19 = load i8*, i8** %3, align 8
  call void @__clang_call_terminate(i8* %19) #7
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.BodyThrows*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.BodyThrows* %0, %struct.BodyThrows** %2, align 8
  %5 = load %struct.BodyThrows*, %struct.BodyThrows** %2, align 8
  %6 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i32 0, i32 0
  call void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 21)
  %7 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i32 0, i32 1
  invoke void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 22)
          to label %8 unwind label %13

8:                                                ; preds = %1
  %9 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.6, i64 0, i64 0))
          to label %10 unwind label %17

10:                                               ; preds = %8
  %11 = call i8* @__cxa_allocate_exception(i64 4) #6
  %12 = bitcast i8* %11 to i32*
  store i32 23, i32* %12, align 16
  invoke void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %27 unwind label %17

13:                                               ; preds = %1
  %14 = landingpad { i8*, i32 }
          cleanup
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %3, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %4, align 4
  br label %21

17:                                               ; preds = %10, %8
  %18 = landingpad { i8*, i32 }
          cleanup
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %3, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %4, align 4
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %7) #6
  br label %21

21:                                               ; preds = %17, %13
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %22

22:                                               ; preds = %21
  %23 = load i8*, i8** %3, align 8
  %24 = load i32, i32* %4, align 4
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1
  resume { i8*, i32 } %26

27:                                               ; preds = %10
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10BodyThrowsD2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.BodyThrows*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.BodyThrows* %0, %struct.BodyThrows** %2, align 8
  %5 = load %struct.BodyThrows*, %struct.BodyThrows** %2, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0))
          to label %7 unwind label %10

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i32 0, i32 1
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #6
  %9 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i32 0, i32 0
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9) #6
  ret void

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %3, align 8
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %4, align 4
  %14 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i32 0, i32 1
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %14) #6
  %15 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %5, i32 0, i32 0
  call void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %15) #6
  br label %16

16:                                               ; preds = %10
  %17 = load i8*, i8** %3, align 8
  call void @__clang_call_terminate(i8* %17) #7
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Member*, align 8
  %4 = alloca i32, align 4
  store %struct.Member* %0, %struct.Member** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Member*, %struct.Member** %3, align 8
  %6 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i32 noundef %9)
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
  %19 = call i8* @__cxa_allocate_exception(i64 4) #6
  %20 = bitcast i8* %19 to i32*
  %21 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %20, align 16
  call void @__cxa_throw(i8* %19, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
  unreachable

23:                                               ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Member*, align 8
  store %struct.Member* %0, %struct.Member** %2, align 8
  %3 = load %struct.Member*, %struct.Member** %2, align 8
  %4 = getelementptr inbounds %struct.Member, %struct.Member* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #7
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
