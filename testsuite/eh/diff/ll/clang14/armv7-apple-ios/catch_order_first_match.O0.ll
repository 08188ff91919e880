; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.B = type { %struct.A }
%struct.A = type { i32 (...)** }
%struct.C = type { %struct.B }

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1C = linkonce_odr constant [3 x i8] c"1C\00", align 1
@_ZTS1B = linkonce_odr constant [3 x i8] c"1B\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr constant [3 x i8] c"1A\00", align 1
@_ZTI1A = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, align 4
@_ZTI1B = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, align 4
@_ZTI1C = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1C, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*) }, align 4
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
@_ZTV1A = linkonce_odr unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD1Ev to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD0Ev to i8*)] }, align 4
@_ZTV1B = linkonce_odr unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.B* (%struct.B*)* @_ZN1BD1Ev to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD0Ev to i8*)] }, align 4
@_ZTV1C = linkonce_odr unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (%struct.C* (%struct.C*)* @_ZN1CD1Ev to i8*), i8* bitcast (void (%struct.C*)* @_ZN1CD0Ev to i8*)] }, align 4

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.B*, align 4
  %8 = alloca %struct.A*, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.C*, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %11

11:                                               ; preds = %33, %0
  %12 = load i32, i32* %2, align 4
  %13 = icmp slt i32 %12, 7
  br i1 %13, label %14, label %130

14:                                               ; preds = %11
  %15 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %15)
          to label %16 unwind label %17

16:                                               ; preds = %14
  br label %32

17:                                               ; preds = %14
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*)
          catch i8* bitcast (i8** @_ZTIl to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*)
          catch i8* bitcast (i8** @_ZTIj to i8*)
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %3, align 4
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %4, align 4
  br label %21

21:                                               ; preds = %17
  %22 = load i32, i32* %4, align 4
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*)) #8
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %36

25:                                               ; preds = %21
  %26 = load i8*, i8** %3, align 4
  %27 = call i8* @__cxa_begin_catch(i8* %26) #8
  %28 = bitcast i8* %27 to %struct.C*
  store %struct.C* %28, %struct.C** %10, align 4
  %29 = load i32, i32* %2, align 4
  %30 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef %29)
          to label %31 unwind label %125

31:                                               ; preds = %25
  call void @__cxa_end_catch()
  br label %32

32:                                               ; preds = %31, %47, %57, %67, %79, %91, %97, %16
  br label %33

33:                                               ; preds = %32
  %34 = load i32, i32* %2, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %2, align 4
  br label %11, !llvm.loop !9

36:                                               ; preds = %21
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIl to i8*)) #8
  %38 = icmp eq i32 %22, %37
  br i1 %38, label %39, label %48

39:                                               ; preds = %36
  %40 = load i8*, i8** %3, align 4
  %41 = call i8* @__cxa_begin_catch(i8* %40) #8
  %42 = bitcast i8* %41 to i32*
  %43 = load i32, i32* %42, align 4
  store i32 %43, i32* %9, align 4
  %44 = load i32, i32* %2, align 4
  %45 = load i32, i32* %9, align 4
  %46 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i32 0, i32 0), i32 noundef %44, i32 noundef %45)
          to label %47 unwind label %121

47:                                               ; preds = %39
  call void @__cxa_end_catch() #8
  br label %32

48:                                               ; preds = %36
  %49 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #8
  %50 = icmp eq i32 %22, %49
  br i1 %50, label %51, label %58

51:                                               ; preds = %48
  %52 = load i8*, i8** %3, align 4
  %53 = call i8* @__cxa_begin_catch(i8* %52) #8
  %54 = bitcast i8* %53 to %struct.A*
  store %struct.A* %54, %struct.A** %8, align 4
  %55 = load i32, i32* %2, align 4
  %56 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i32 noundef %55)
          to label %57 unwind label %116

57:                                               ; preds = %51
  call void @__cxa_end_catch()
  br label %32

58:                                               ; preds = %48
  %59 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*)) #8
  %60 = icmp eq i32 %22, %59
  br i1 %60, label %61, label %68

61:                                               ; preds = %58
  %62 = load i8*, i8** %3, align 4
  %63 = call i8* @__cxa_begin_catch(i8* %62) #8
  %64 = bitcast i8* %63 to %struct.B*
  store %struct.B* %64, %struct.B** %7, align 4
  %65 = load i32, i32* %2, align 4
  %66 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %65)
          to label %67 unwind label %111

67:                                               ; preds = %61
  call void @__cxa_end_catch()
  br label %32

68:                                               ; preds = %58
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIj to i8*)) #8
  %70 = icmp eq i32 %22, %69
  br i1 %70, label %71, label %80

71:                                               ; preds = %68
  %72 = load i8*, i8** %3, align 4
  %73 = call i8* @__cxa_begin_catch(i8* %72) #8
  %74 = bitcast i8* %73 to i32*
  %75 = load i32, i32* %74, align 4
  store i32 %75, i32* %6, align 4
  %76 = load i32, i32* %2, align 4
  %77 = load i32, i32* %6, align 4
  %78 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i32 0, i32 0), i32 noundef %76, i32 noundef %77)
          to label %79 unwind label %107

79:                                               ; preds = %71
  call void @__cxa_end_catch() #8
  br label %32

80:                                               ; preds = %68
  %81 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %82 = icmp eq i32 %22, %81
  br i1 %82, label %83, label %92

83:                                               ; preds = %80
  %84 = load i8*, i8** %3, align 4
  %85 = call i8* @__cxa_begin_catch(i8* %84) #8
  %86 = bitcast i8* %85 to i32*
  %87 = load i32, i32* %86, align 4
  store i32 %87, i32* %5, align 4
  %88 = load i32, i32* %2, align 4
  %89 = load i32, i32* %5, align 4
  %90 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), i32 noundef %88, i32 noundef %89)
          to label %91 unwind label %103

91:                                               ; preds = %83
  call void @__cxa_end_catch() #8
  br label %32

92:                                               ; preds = %80
  %93 = load i8*, i8** %3, align 4
  %94 = call i8* @__cxa_begin_catch(i8* %93) #8
  %95 = load i32, i32* %2, align 4
  %96 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %95)
          to label %97 unwind label %98

97:                                               ; preds = %92
  call void @__cxa_end_catch()
  br label %32

98:                                               ; preds = %92
  %99 = landingpad { i8*, i32 }
          cleanup
  %100 = extractvalue { i8*, i32 } %99, 0
  store i8* %100, i8** %3, align 4
  %101 = extractvalue { i8*, i32 } %99, 1
  store i32 %101, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %102 unwind label %136

102:                                              ; preds = %98
  br label %131

103:                                              ; preds = %83
  %104 = landingpad { i8*, i32 }
          cleanup
  %105 = extractvalue { i8*, i32 } %104, 0
  store i8* %105, i8** %3, align 4
  %106 = extractvalue { i8*, i32 } %104, 1
  store i32 %106, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %131

107:                                              ; preds = %71
  %108 = landingpad { i8*, i32 }
          cleanup
  %109 = extractvalue { i8*, i32 } %108, 0
  store i8* %109, i8** %3, align 4
  %110 = extractvalue { i8*, i32 } %108, 1
  store i32 %110, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %131

111:                                              ; preds = %61
  %112 = landingpad { i8*, i32 }
          cleanup
  %113 = extractvalue { i8*, i32 } %112, 0
  store i8* %113, i8** %3, align 4
  %114 = extractvalue { i8*, i32 } %112, 1
  store i32 %114, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %115 unwind label %136

115:                                              ; preds = %111
  br label %131

116:                                              ; preds = %51
  %117 = landingpad { i8*, i32 }
          cleanup
  %118 = extractvalue { i8*, i32 } %117, 0
  store i8* %118, i8** %3, align 4
  %119 = extractvalue { i8*, i32 } %117, 1
  store i32 %119, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %120 unwind label %136

120:                                              ; preds = %116
  br label %131

121:                                              ; preds = %39
  %122 = landingpad { i8*, i32 }
          cleanup
  %123 = extractvalue { i8*, i32 } %122, 0
  store i8* %123, i8** %3, align 4
  %124 = extractvalue { i8*, i32 } %122, 1
  store i32 %124, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %131

125:                                              ; preds = %25
  %126 = landingpad { i8*, i32 }
          cleanup
  %127 = extractvalue { i8*, i32 } %126, 0
  store i8* %127, i8** %3, align 4
  %128 = extractvalue { i8*, i32 } %126, 1
  store i32 %128, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %129 unwind label %136

129:                                              ; preds = %125
  br label %131

130:                                              ; preds = %11
  ret i32 0

131:                                              ; preds = %129, %121, %120, %115, %107, %103, %102
  %132 = load i8*, i8** %3, align 4
  %133 = load i32, i32* %4, align 4
  %134 = insertvalue { i8*, i32 } undef, i8* %132, 0
  %135 = insertvalue { i8*, i32 } %134, i32 %133, 1
  resume { i8*, i32 } %135

136:                                              ; preds = %125, %116, %111, %98
  %137 = landingpad { i8*, i32 }
          catch i8* null
  %138 = extractvalue { i8*, i32 } %137, 0
  call void @__clang_call_terminate(i8* %138) #9
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
  %5 = call i8* @__cxa_allocate_exception(i32 4) #8
  %6 = bitcast i8* %5 to %struct.A*
  %7 = bitcast %struct.A* %6 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %7, i8 0, i32 4, i1 false)
  %8 = call noundef %struct.A* @_ZN1AC1Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %6) #8
  call void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD1Ev to i8*)) #10
  unreachable

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #8
  %11 = bitcast i8* %10 to %struct.B*
  %12 = bitcast %struct.B* %11 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %12, i8 0, i32 4, i1 false)
  %13 = call noundef %struct.B* @_ZN1BC1Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %11) #8
  call void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.B* (%struct.B*)* @_ZN1BD1Ev to i8*)) #10
  unreachable

14:                                               ; preds = %1
  %15 = call i8* @__cxa_allocate_exception(i32 4) #8
  %16 = bitcast i8* %15 to %struct.C*
  %17 = bitcast %struct.C* %16 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %17, i8 0, i32 4, i1 false)
  %18 = call noundef %struct.C* @_ZN1CC1Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %16) #8
  call void @__cxa_throw(i8* %15, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (%struct.C* (%struct.C*)* @_ZN1CD1Ev to i8*)) #10
  unreachable

19:                                               ; preds = %1
  %20 = call i8* @__cxa_allocate_exception(i32 4) #8
  %21 = bitcast i8* %20 to i32*
  store i32 3, i32* %21, align 8
  call void @__cxa_throw(i8* %20, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
  unreachable

22:                                               ; preds = %1
  %23 = call i8* @__cxa_allocate_exception(i32 4) #8
  %24 = bitcast i8* %23 to i32*
  store i32 4, i32* %24, align 8
  call void @__cxa_throw(i8* %23, i8* bitcast (i8** @_ZTIl to i8*), i8* null) #10
  unreachable

25:                                               ; preds = %1
  %26 = call i8* @__cxa_allocate_exception(i32 4) #8
  %27 = bitcast i8* %26 to i32*
  store i32 5, i32* %27, align 8
  call void @__cxa_throw(i8* %26, i8* bitcast (i8** @_ZTIj to i8*), i8* null) #10
  unreachable

28:                                               ; preds = %1
  %29 = call i8* @__cxa_allocate_exception(i32 1) #8
  store i8 99, i8* %29, align 8
  call void @__cxa_throw(i8* %29, i8* bitcast (i8** @_ZTIc to i8*), i8* null) #10
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.A* @_ZN1AC1Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = call noundef %struct.A* @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.A* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.A* @_ZN1AD1Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.A* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.B* @_ZN1BC1Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = call noundef %struct.B* @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.B* @_ZN1BD1Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.C* @_ZN1CC1Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.C*, align 4
  store %struct.C* %0, %struct.C** %2, align 4
  %3 = load %struct.C*, %struct.C** %2, align 4
  %4 = call noundef %struct.C* @_ZN1CC2Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.C* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.C* @_ZN1CD1Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.C*, align 4
  store %struct.C* %0, %struct.C** %2, align 4
  %3 = load %struct.C*, %struct.C** %2, align 4
  %4 = call noundef %struct.C* @_ZN1CD2Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.C* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.A* @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = bitcast %struct.A* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1A, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.A* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN1AD0Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = call noundef %struct.A* @_ZN1AD1Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %3) #8
  %5 = bitcast %struct.A* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  ret %struct.A* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.B* @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = bitcast %struct.B* %3 to %struct.A*
  %5 = call noundef %struct.A* @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %4) #8
  %6 = bitcast %struct.B* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN1BD0Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = call noundef %struct.B* @_ZN1BD1Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %3) #8
  %5 = bitcast %struct.B* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = bitcast %struct.B* %3 to %struct.A*
  %5 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(4) %4) #8
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.C* @_ZN1CC2Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.C*, align 4
  store %struct.C* %0, %struct.C** %2, align 4
  %3 = load %struct.C*, %struct.C** %2, align 4
  %4 = bitcast %struct.C* %3 to %struct.B*
  %5 = call noundef %struct.B* @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %4) #8
  %6 = bitcast %struct.C* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1C, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.C* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN1CD0Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.C*, align 4
  store %struct.C* %0, %struct.C** %2, align 4
  %3 = load %struct.C*, %struct.C** %2, align 4
  %4 = call noundef %struct.C* @_ZN1CD1Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %3) #8
  %5 = bitcast %struct.C* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.C* @_ZN1CD2Ev(%struct.C* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.C*, align 4
  store %struct.C* %0, %struct.C** %2, align 4
  %3 = load %struct.C*, %struct.C** %2, align 4
  %4 = bitcast %struct.C* %3 to %struct.B*
  %5 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(4) %4) #8
  ret %struct.C* %3
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
