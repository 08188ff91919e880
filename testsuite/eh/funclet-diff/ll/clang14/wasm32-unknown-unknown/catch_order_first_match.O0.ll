; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.B = type { %struct.A }
%struct.A = type { i32 (...)** }
%struct.C = type { %struct.B }

$_ZN1AC2Ev = comdat any

$_ZN1AD2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN1BD2Ev = comdat any

$_ZN1CC2Ev = comdat any

$_ZN1CD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZN1CD0Ev = comdat any

$_ZTS1C = comdat any

$_ZTS1B = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1B = comdat any

$_ZTI1C = comdat any

$_ZTV1A = comdat any

$_ZTV1B = comdat any

$_ZTV1C = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1C = linkonce_odr hidden constant [3 x i8] c"1C\00", comdat, align 1
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@_ZTI1B = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 4
@_ZTI1C = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1C, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 4
@_ZTIl = external constant i8*
@_ZTIj = external constant i8*
@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [9 x i8] c"%d: ...\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"%d: unsigned %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: B& (never)\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"%d: A&\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"%d: long %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"%d: C&\0A\00", align 1
@_ZTIc = external constant i8*
@_ZTV1A = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD0Ev to i8*)] }, comdat, align 4
@_ZTV1B = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.B* (%struct.B*)* @_ZN1BD2Ev to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD0Ev to i8*)] }, comdat, align 4
@_ZTV1C = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (%struct.C* (%struct.C*)* @_ZN1CD2Ev to i8*), i8* bitcast (void (%struct.C*)* @_ZN1CD0Ev to i8*)] }, comdat, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.B*, align 4
  %7 = alloca %struct.A*, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.C*, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %10

10:                                               ; preds = %32, %0
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %11, 7
  br i1 %12, label %13, label %122

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %14)
          to label %103 unwind label %15

15:                                               ; preds = %13
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (i8** @_ZTIl to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (i8** @_ZTIj to i8*), i8* bitcast (i8** @_ZTIi to i8*), i8* null]
  %19 = call i8* @llvm.wasm.get.exception(token %18)
  store i8* %19, i8** %3, align 4
  %20 = call i32 @llvm.wasm.get.ehselector(token %18)
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*)) #2
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %35

23:                                               ; preds = %17
  %24 = load i8*, i8** %3, align 4
  %25 = call i8* @__cxa_begin_catch(i8* %24) #2 [ "funclet"(token %18) ]
  %26 = bitcast i8* %25 to %struct.C*
  store %struct.C* %26, %struct.C** %9, align 4
  %27 = load i32, i32* %2, align 4
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef %27) [ "funclet"(token %18) ]
          to label %29 unwind label %119

29:                                               ; preds = %23
  call void @__cxa_end_catch() [ "funclet"(token %18) ]
  catchret from %18 to label %30

30:                                               ; preds = %29
  br label %31

31:                                               ; preds = %30, %47, %58, %69, %82, %95, %102, %103
  br label %32

32:                                               ; preds = %31
  %33 = load i32, i32* %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %2, align 4
  br label %10, !llvm.loop !2

35:                                               ; preds = %17
  %36 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIl to i8*)) #2
  %37 = icmp eq i32 %20, %36
  br i1 %37, label %38, label %48

38:                                               ; preds = %35
  %39 = load i8*, i8** %3, align 4
  %40 = call i8* @__cxa_begin_catch(i8* %39) #2 [ "funclet"(token %18) ]
  %41 = bitcast i8* %40 to i32*
  %42 = load i32, i32* %41, align 4
  store i32 %42, i32* %8, align 4
  %43 = load i32, i32* %2, align 4
  %44 = load i32, i32* %8, align 4
  %45 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i32 noundef %43, i32 noundef %44) [ "funclet"(token %18) ]
          to label %46 unwind label %117

46:                                               ; preds = %38
  call void @__cxa_end_catch() #2 [ "funclet"(token %18) ]
  catchret from %18 to label %47

47:                                               ; preds = %46
  br label %31

48:                                               ; preds = %35
  %49 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #2
  %50 = icmp eq i32 %20, %49
  br i1 %50, label %51, label %59

51:                                               ; preds = %48
  %52 = load i8*, i8** %3, align 4
  %53 = call i8* @__cxa_begin_catch(i8* %52) #2 [ "funclet"(token %18) ]
  %54 = bitcast i8* %53 to %struct.A*
  store %struct.A* %54, %struct.A** %7, align 4
  %55 = load i32, i32* %2, align 4
  %56 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i32 noundef %55) [ "funclet"(token %18) ]
          to label %57 unwind label %114

57:                                               ; preds = %51
  call void @__cxa_end_catch() [ "funclet"(token %18) ]
  catchret from %18 to label %58

58:                                               ; preds = %57
  br label %31

59:                                               ; preds = %48
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*)) #2
  %61 = icmp eq i32 %20, %60
  br i1 %61, label %62, label %70

62:                                               ; preds = %59
  %63 = load i8*, i8** %3, align 4
  %64 = call i8* @__cxa_begin_catch(i8* %63) #2 [ "funclet"(token %18) ]
  %65 = bitcast i8* %64 to %struct.B*
  store %struct.B* %65, %struct.B** %6, align 4
  %66 = load i32, i32* %2, align 4
  %67 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %66) [ "funclet"(token %18) ]
          to label %68 unwind label %111

68:                                               ; preds = %62
  call void @__cxa_end_catch() [ "funclet"(token %18) ]
  catchret from %18 to label %69

69:                                               ; preds = %68
  br label %31

70:                                               ; preds = %59
  %71 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIj to i8*)) #2
  %72 = icmp eq i32 %20, %71
  br i1 %72, label %73, label %83

73:                                               ; preds = %70
  %74 = load i8*, i8** %3, align 4
  %75 = call i8* @__cxa_begin_catch(i8* %74) #2 [ "funclet"(token %18) ]
  %76 = bitcast i8* %75 to i32*
  %77 = load i32, i32* %76, align 4
  store i32 %77, i32* %5, align 4
  %78 = load i32, i32* %2, align 4
  %79 = load i32, i32* %5, align 4
  %80 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %78, i32 noundef %79) [ "funclet"(token %18) ]
          to label %81 unwind label %109

81:                                               ; preds = %73
  call void @__cxa_end_catch() #2 [ "funclet"(token %18) ]
  catchret from %18 to label %82

82:                                               ; preds = %81
  br label %31

83:                                               ; preds = %70
  %84 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %85 = icmp eq i32 %20, %84
  br i1 %85, label %86, label %96

86:                                               ; preds = %83
  %87 = load i8*, i8** %3, align 4
  %88 = call i8* @__cxa_begin_catch(i8* %87) #2 [ "funclet"(token %18) ]
  %89 = bitcast i8* %88 to i32*
  %90 = load i32, i32* %89, align 4
  store i32 %90, i32* %4, align 4
  %91 = load i32, i32* %2, align 4
  %92 = load i32, i32* %4, align 4
  %93 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), i32 noundef %91, i32 noundef %92) [ "funclet"(token %18) ]
          to label %94 unwind label %107

94:                                               ; preds = %86
  call void @__cxa_end_catch() #2 [ "funclet"(token %18) ]
  catchret from %18 to label %95

95:                                               ; preds = %94
  br label %31

96:                                               ; preds = %83
  %97 = load i8*, i8** %3, align 4
  %98 = call i8* @__cxa_begin_catch(i8* %97) #2 [ "funclet"(token %18) ]
  %99 = load i32, i32* %2, align 4
  %100 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %99) [ "funclet"(token %18) ]
          to label %101 unwind label %104

101:                                              ; preds = %96
  call void @__cxa_end_catch() [ "funclet"(token %18) ]
  catchret from %18 to label %102

102:                                              ; preds = %101
  br label %31

103:                                              ; preds = %13
  br label %31

104:                                              ; preds = %96
  %105 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %105) ]
          to label %106 unwind label %123

106:                                              ; preds = %104
  cleanupret from %105 unwind to caller

107:                                              ; preds = %86
  %108 = cleanuppad within %18 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %108) ]
  cleanupret from %108 unwind to caller

109:                                              ; preds = %73
  %110 = cleanuppad within %18 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %110) ]
  cleanupret from %110 unwind to caller

111:                                              ; preds = %62
  %112 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %112) ]
          to label %113 unwind label %125

113:                                              ; preds = %111
  cleanupret from %112 unwind to caller

114:                                              ; preds = %51
  %115 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %115) ]
          to label %116 unwind label %127

116:                                              ; preds = %114
  cleanupret from %115 unwind to caller

117:                                              ; preds = %38
  %118 = cleanuppad within %18 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %118) ]
  cleanupret from %118 unwind to caller

119:                                              ; preds = %23
  %120 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %120) ]
          to label %121 unwind label %129

121:                                              ; preds = %119
  cleanupret from %120 unwind to caller

122:                                              ; preds = %10
  ret i32 0

123:                                              ; preds = %104
  %124 = cleanuppad within %105 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %124) ]
  unreachable

125:                                              ; preds = %111
  %126 = cleanuppad within %112 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %126) ]
  unreachable

127:                                              ; preds = %114
  %128 = cleanuppad within %115 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %128) ]
  unreachable

129:                                              ; preds = %119
  %130 = cleanuppad within %120 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %130) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  switch i32 %3, label %28 [
    i32 0, label %4
    i32 1, label %9
    i32 2, label %14
    i32 3, label %19
    i32 4, label %22
    i32 5, label %25
  ]

4:                                                ; preds = %1
  %5 = call i8* @__cxa_allocate_exception(i32 4) #2
  %6 = bitcast i8* %5 to %struct.A*
  %7 = bitcast %struct.A* %6 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 16 %7, i8 0, i32 4, i1 false)
  %8 = call noundef %struct.A* @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %6) #2
  call void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*)) #9
  unreachable

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #2
  %11 = bitcast i8* %10 to %struct.B*
  %12 = bitcast %struct.B* %11 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 16 %12, i8 0, i32 4, i1 false)
  %13 = call noundef %struct.B* @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %11) #2
  call void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.B* (%struct.B*)* @_ZN1BD2Ev to i8*)) #9
  unreachable

14:                                               ; preds = %1
  %15 = call i8* @__cxa_allocate_exception(i32 4) #2
  %16 = bitcast i8* %15 to %struct.C*
  %17 = bitcast %struct.C* %16 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 16 %17, i8 0, i32 4, i1 false)
  %18 = call noundef %struct.C* @_ZN1CC2Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %16) #2
  call void @__cxa_throw(i8* %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (%struct.C* (%struct.C*)* @_ZN1CD2Ev to i8*)) #9
  unreachable

19:                                               ; preds = %1
  %20 = call i8* @__cxa_allocate_exception(i32 4) #2
  %21 = bitcast i8* %20 to i32*
  store i32 3, i32* %21, align 16
  call void @__cxa_throw(i8* %20, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
  unreachable

22:                                               ; preds = %1
  %23 = call i8* @__cxa_allocate_exception(i32 4) #2
  %24 = bitcast i8* %23 to i32*
  store i32 4, i32* %24, align 16
  call void @__cxa_throw(i8* %23, i8* bitcast (i8** @_ZTIl to i8*), i8* null) #9
  unreachable

25:                                               ; preds = %1
  %26 = call i8* @__cxa_allocate_exception(i32 4) #2
  %27 = bitcast i8* %26 to i32*
  store i32 5, i32* %27, align 16
  call void @__cxa_throw(i8* %26, i8* bitcast (i8** @_ZTIj to i8*), i8* null) #9
  unreachable

28:                                               ; preds = %1
  %29 = call i8* @__cxa_allocate_exception(i32 1) #2
  store i8 99, i8* %29, align 16
  call void @__cxa_throw(i8* %29, i8* bitcast (i8** @_ZTIc to i8*), i8* null) #9
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.A* @_ZN1AC2Ev(%struct.A* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = bitcast %struct.A* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1A, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.A* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  ret %struct.A* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.B* @_ZN1BC2Ev(%struct.B* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = bitcast %struct.B* %3 to %struct.A*
  %5 = call noundef %struct.A* @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %4) #2
  %6 = bitcast %struct.B* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = bitcast %struct.B* %3 to %struct.A*
  %5 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %4) #2
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.C* @_ZN1CC2Ev(%struct.C* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.C*, align 4
  store %struct.C* %0, %struct.C** %2, align 4
  %3 = load %struct.C*, %struct.C** %2, align 4
  %4 = bitcast %struct.C* %3 to %struct.B*
  %5 = call noundef %struct.B* @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %4) #2
  %6 = bitcast %struct.C* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1C, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.C* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.C* @_ZN1CD2Ev(%struct.C* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.C*, align 4
  store %struct.C* %0, %struct.C** %2, align 4
  %3 = load %struct.C*, %struct.C** %2, align 4
  %4 = bitcast %struct.C* %3 to %struct.B*
  %5 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %4) #2
  ret %struct.C* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN1AD0Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %3) #2
  %5 = bitcast %struct.A* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN1BD0Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %3) #2
  %5 = bitcast %struct.B* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN1CD0Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca %struct.C*, align 4
  store %struct.C* %0, %struct.C** %2, align 4
  %3 = load %struct.C*, %struct.C** %2, align 4
  %4 = call noundef %struct.C* @_ZN1CD2Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %3) #2
  %5 = bitcast %struct.C* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
