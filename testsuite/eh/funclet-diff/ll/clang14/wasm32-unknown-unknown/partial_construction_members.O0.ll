; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"Holder body (never)\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"~Holder (never)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"~Outer (never)\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"BodyThrows body throws\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~BodyThrows (never)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Holder, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Outer, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.BodyThrows, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %9 = invoke noundef %struct.Holder* @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %2)
          to label %73 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIi to i8*)]
  %14 = call i8* @llvm.wasm.get.exception(token %13)
  store i8* %14, i8** %3, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %27

18:                                               ; preds = %12
  %19 = load i8*, i8** %3, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #3 [ "funclet"(token %13) ]
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %4, align 4
  %23 = load i32, i32* %4, align 4
  %24 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %23) [ "funclet"(token %13) ]
          to label %25 unwind label %75

25:                                               ; preds = %18
  call void @__cxa_end_catch() #3 [ "funclet"(token %13) ]
  catchret from %13 to label %26

26:                                               ; preds = %25
  br label %28

27:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %13) ]
  unreachable

28:                                               ; preds = %26, %73
  %29 = invoke noundef %struct.Outer* @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %5)
          to label %71 unwind label %30

30:                                               ; preds = %28
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [i8* bitcast (i8** @_ZTIi to i8*)]
  %34 = call i8* @llvm.wasm.get.exception(token %33)
  store i8* %34, i8** %3, align 4
  %35 = call i32 @llvm.wasm.get.ehselector(token %33)
  %36 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %47

38:                                               ; preds = %32
  %39 = load i8*, i8** %3, align 4
  %40 = call i8* @__cxa_begin_catch(i8* %39) #3 [ "funclet"(token %33) ]
  %41 = bitcast i8* %40 to i32*
  %42 = load i32, i32* %41, align 4
  store i32 %42, i32* %6, align 4
  %43 = load i32, i32* %6, align 4
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %43) [ "funclet"(token %33) ]
          to label %45 unwind label %77

45:                                               ; preds = %38
  call void @__cxa_end_catch() #3 [ "funclet"(token %33) ]
  catchret from %33 to label %46

46:                                               ; preds = %45
  br label %48

47:                                               ; preds = %32
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %33) ]
  unreachable

48:                                               ; preds = %46, %71
  %49 = invoke noundef %struct.BodyThrows* @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %7)
          to label %69 unwind label %50

50:                                               ; preds = %48
  %51 = catchswitch within none [label %52] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [i8* bitcast (i8** @_ZTIi to i8*)]
  %54 = call i8* @llvm.wasm.get.exception(token %53)
  store i8* %54, i8** %3, align 4
  %55 = call i32 @llvm.wasm.get.ehselector(token %53)
  %56 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %67

58:                                               ; preds = %52
  %59 = load i8*, i8** %3, align 4
  %60 = call i8* @__cxa_begin_catch(i8* %59) #3 [ "funclet"(token %53) ]
  %61 = bitcast i8* %60 to i32*
  %62 = load i32, i32* %61, align 4
  store i32 %62, i32* %8, align 4
  %63 = load i32, i32* %8, align 4
  %64 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %63) [ "funclet"(token %53) ]
          to label %65 unwind label %79

65:                                               ; preds = %58
  call void @__cxa_end_catch() #3 [ "funclet"(token %53) ]
  catchret from %53 to label %66

66:                                               ; preds = %65
  br label %68

67:                                               ; preds = %52
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %53) ]
  unreachable

68:                                               ; preds = %66, %69
  ret i32 0

69:                                               ; preds = %48
  %70 = call noundef %struct.BodyThrows* @_ZN10BodyThrowsD2Ev(%struct.BodyThrows* noundef nonnull align 4 dereferenceable(8) %7) #3
  br label %68

71:                                               ; preds = %28
  %72 = call noundef %struct.Outer* @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull align 4 dereferenceable(12) %5) #3
  br label %48

73:                                               ; preds = %0
  %74 = call noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull align 4 dereferenceable(16) %2) #3
  br label %28

75:                                               ; preds = %18
  %76 = cleanuppad within %13 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %76) ]
  cleanupret from %76 unwind to caller

77:                                               ; preds = %38
  %78 = cleanuppad within %33 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %78) ]
  cleanupret from %78 unwind to caller

79:                                               ; preds = %58
  %80 = cleanuppad within %53 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %80) ]
  cleanupret from %80 unwind to caller
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Holder* @_ZN6HolderC2Ev(%struct.Holder* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0
  %5 = call noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 1)
  %6 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 1
  %7 = invoke noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 2)
          to label %8 unwind label %26

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 2
  %10 = invoke noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 3)
          to label %11 unwind label %23

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 3
  %13 = invoke noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 4)
          to label %14 unwind label %20

14:                                               ; preds = %11
  %15 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0))
          to label %16 unwind label %17

16:                                               ; preds = %14
  ret %struct.Holder* %3

17:                                               ; preds = %14
  %18 = cleanuppad within none []
  %19 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %12) #3 [ "funclet"(token %18) ]
  cleanupret from %18 unwind label %20

20:                                               ; preds = %17, %11
  %21 = cleanuppad within none []
  %22 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9) #3 [ "funclet"(token %21) ]
  cleanupret from %21 unwind label %23

23:                                               ; preds = %20, %8
  %24 = cleanuppad within none []
  %25 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6) #3 [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %26

26:                                               ; preds = %23, %1
  %27 = cleanuppad within none []
  %28 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %4) #3 [ "funclet"(token %27) ]
  cleanupret from %27 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Holder* @_ZN6HolderD2Ev(%struct.Holder* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Holder*, align 4
  store %struct.Holder* %0, %struct.Holder** %2, align 4
  %3 = load %struct.Holder*, %struct.Holder** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0))
          to label %5 unwind label %14

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 3
  %7 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6) #3
  %8 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 2
  %9 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #3
  %10 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 1
  %11 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %10) #3
  %12 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0
  %13 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %12) #3
  ret %struct.Holder* %3

14:                                               ; preds = %1
  %15 = cleanuppad within none []
  %16 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 3
  %17 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %16) #3 [ "funclet"(token %15) ]
  cleanupret from %15 unwind label %18

18:                                               ; preds = %14
  %19 = cleanuppad within none []
  %20 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 2
  %21 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %20) #3 [ "funclet"(token %19) ]
  cleanupret from %19 unwind label %22

22:                                               ; preds = %18
  %23 = cleanuppad within none []
  %24 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 1
  %25 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %24) #3 [ "funclet"(token %23) ]
  cleanupret from %23 unwind label %26

26:                                               ; preds = %22
  %27 = cleanuppad within none []
  %28 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 0
  %29 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %28) #3 [ "funclet"(token %27) ]
  cleanupret from %27 unwind label %30

30:                                               ; preds = %26
  %31 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %31) ]
  unreachable
}

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Outer* @_ZN5OuterC2Ev(%struct.Outer* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Outer*, align 4
  store %struct.Outer* %0, %struct.Outer** %2, align 4
  %3 = load %struct.Outer*, %struct.Outer** %2, align 4
  %4 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 0
  %5 = call noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 11)
  %6 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 1
  %7 = invoke noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 12)
          to label %8 unwind label %15

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 2
  %10 = invoke noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 13)
          to label %11 unwind label %12

11:                                               ; preds = %8
  ret %struct.Outer* %3

12:                                               ; preds = %8
  %13 = cleanuppad within none []
  %14 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6) #3 [ "funclet"(token %13) ]
  cleanupret from %13 unwind label %15

15:                                               ; preds = %12, %1
  %16 = cleanuppad within none []
  %17 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %4) #3 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Outer* @_ZN5OuterD2Ev(%struct.Outer* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Outer*, align 4
  store %struct.Outer* %0, %struct.Outer** %2, align 4
  %3 = load %struct.Outer*, %struct.Outer** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0))
          to label %5 unwind label %12

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 2
  %7 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6) #3
  %8 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 1
  %9 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #3
  %10 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 0
  %11 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %10) #3
  ret %struct.Outer* %3

12:                                               ; preds = %1
  %13 = cleanuppad within none []
  %14 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 2
  %15 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %14) #3 [ "funclet"(token %13) ]
  cleanupret from %13 unwind label %16

16:                                               ; preds = %12
  %17 = cleanuppad within none []
  %18 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 1
  %19 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %18) #3 [ "funclet"(token %17) ]
  cleanupret from %17 unwind label %20

20:                                               ; preds = %16
  %21 = cleanuppad within none []
  %22 = getelementptr inbounds %struct.Outer, %struct.Outer* %3, i32 0, i32 0
  %23 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %22) #3 [ "funclet"(token %21) ]
  cleanupret from %21 unwind label %24

24:                                               ; preds = %20
  %25 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %25) ]
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.BodyThrows* @_ZN10BodyThrowsC2Ev(%struct.BodyThrows* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.BodyThrows*, align 4
  %3 = alloca %struct.BodyThrows*, align 4
  store %struct.BodyThrows* %0, %struct.BodyThrows** %3, align 4
  %4 = load %struct.BodyThrows*, %struct.BodyThrows** %3, align 4
  store %struct.BodyThrows* %4, %struct.BodyThrows** %2, align 4
  %5 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %4, i32 0, i32 0
  %6 = call noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 21)
  %7 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %4, i32 0, i32 1
  %8 = invoke noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 22)
          to label %9 unwind label %17

9:                                                ; preds = %1
  %10 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.6, i32 0, i32 0))
          to label %11 unwind label %14

11:                                               ; preds = %9
  %12 = call i8* @__cxa_allocate_exception(i32 4) #3
  %13 = bitcast i8* %12 to i32*
  store i32 23, i32* %13, align 16
  invoke void @__cxa_throw(i8* %12, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %20 unwind label %14

14:                                               ; preds = %11, %9
  %15 = cleanuppad within none []
  %16 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %7) #3 [ "funclet"(token %15) ]
  cleanupret from %15 unwind label %17

17:                                               ; preds = %14, %1
  %18 = cleanuppad within none []
  %19 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %5) #3 [ "funclet"(token %18) ]
  cleanupret from %18 unwind to caller

20:                                               ; preds = %11
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.BodyThrows* @_ZN10BodyThrowsD2Ev(%struct.BodyThrows* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.BodyThrows*, align 4
  store %struct.BodyThrows* %0, %struct.BodyThrows** %2, align 4
  %3 = load %struct.BodyThrows*, %struct.BodyThrows** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0))
          to label %5 unwind label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %3, i32 0, i32 1
  %7 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6) #3
  %8 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %3, i32 0, i32 0
  %9 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #3
  ret %struct.BodyThrows* %3

10:                                               ; preds = %1
  %11 = cleanuppad within none []
  %12 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %3, i32 0, i32 1
  %13 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %12) #3 [ "funclet"(token %11) ]
  cleanupret from %11 unwind label %14

14:                                               ; preds = %10
  %15 = cleanuppad within none []
  %16 = getelementptr inbounds %struct.BodyThrows, %struct.BodyThrows* %3, i32 0, i32 0
  %17 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %16) #3 [ "funclet"(token %15) ]
  cleanupret from %15 unwind label %18

18:                                               ; preds = %14
  %19 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %19) ]
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
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
  %19 = call i8* @__cxa_allocate_exception(i32 4) #3
  %20 = bitcast i8* %19 to i32*
  %21 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %20, align 16
  call void @__cxa_throw(i8* %19, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

23:                                               ; preds = %14
  ret %struct.Member* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
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
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %9) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
