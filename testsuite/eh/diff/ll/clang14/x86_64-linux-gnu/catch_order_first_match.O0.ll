; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.B = type { %struct.A }
%struct.A = type { i32 (...)** }
%struct.C = type { %struct.B }

$__clang_call_terminate = comdat any

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
@_ZTS1C = linkonce_odr dso_local constant [3 x i8] c"1C\00", comdat, align 1
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 8
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 8
@_ZTI1C = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1C, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 8
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
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD0Ev to i8*)] }, comdat, align 8
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD0Ev to i8*)] }, comdat, align 8
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (void (%struct.C*)* @_ZN1CD2Ev to i8*), i8* bitcast (void (%struct.C*)* @_ZN1CD0Ev to i8*)] }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.B*, align 8
  %8 = alloca %struct.A*, align 8
  %9 = alloca i64, align 8
  %10 = alloca %struct.C*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %11

11:                                               ; preds = %33, %0
  %12 = load i32, i32* %2, align 4
  %13 = icmp slt i32 %12, 7
  br i1 %13, label %14, label %131

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
  store i8* %19, i8** %3, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %4, align 4
  br label %21

21:                                               ; preds = %17
  %22 = load i32, i32* %4, align 4
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*)) #8
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %36

25:                                               ; preds = %21
  %26 = load i8*, i8** %3, align 8
  %27 = call i8* @__cxa_begin_catch(i8* %26) #8
  %28 = bitcast i8* %27 to %struct.C*
  store %struct.C* %28, %struct.C** %10, align 8
  %29 = load i32, i32* %2, align 4
  %30 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i32 noundef %29)
          to label %31 unwind label %126

31:                                               ; preds = %25
  call void @__cxa_end_catch()
  br label %32

32:                                               ; preds = %31, %48, %58, %68, %80, %92, %98, %16
  br label %33

33:                                               ; preds = %32
  %34 = load i32, i32* %2, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %2, align 4
  br label %11, !llvm.loop !6

36:                                               ; preds = %21
  %37 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIl to i8*)) #8
  %38 = icmp eq i32 %22, %37
  br i1 %38, label %39, label %49

39:                                               ; preds = %36
  %40 = load i8*, i8** %3, align 8
  %41 = call i8* @__cxa_begin_catch(i8* %40) #8
  %42 = bitcast i8* %41 to i64*
  %43 = load i64, i64* %42, align 8
  store i64 %43, i64* %9, align 8
  %44 = load i32, i32* %2, align 4
  %45 = load i64, i64* %9, align 8
  %46 = trunc i64 %45 to i32
  %47 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef %44, i32 noundef %46)
          to label %48 unwind label %122

48:                                               ; preds = %39
  call void @__cxa_end_catch() #8
  br label %32

49:                                               ; preds = %36
  %50 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #8
  %51 = icmp eq i32 %22, %50
  br i1 %51, label %52, label %59

52:                                               ; preds = %49
  %53 = load i8*, i8** %3, align 8
  %54 = call i8* @__cxa_begin_catch(i8* %53) #8
  %55 = bitcast i8* %54 to %struct.A*
  store %struct.A* %55, %struct.A** %8, align 8
  %56 = load i32, i32* %2, align 4
  %57 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i64 0, i64 0), i32 noundef %56)
          to label %58 unwind label %117

58:                                               ; preds = %52
  call void @__cxa_end_catch()
  br label %32

59:                                               ; preds = %49
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*)) #8
  %61 = icmp eq i32 %22, %60
  br i1 %61, label %62, label %69

62:                                               ; preds = %59
  %63 = load i8*, i8** %3, align 8
  %64 = call i8* @__cxa_begin_catch(i8* %63) #8
  %65 = bitcast i8* %64 to %struct.B*
  store %struct.B* %65, %struct.B** %7, align 8
  %66 = load i32, i32* %2, align 4
  %67 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), i32 noundef %66)
          to label %68 unwind label %112

68:                                               ; preds = %62
  call void @__cxa_end_catch()
  br label %32

69:                                               ; preds = %59
  %70 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIj to i8*)) #8
  %71 = icmp eq i32 %22, %70
  br i1 %71, label %72, label %81

72:                                               ; preds = %69
  %73 = load i8*, i8** %3, align 8
  %74 = call i8* @__cxa_begin_catch(i8* %73) #8
  %75 = bitcast i8* %74 to i32*
  %76 = load i32, i32* %75, align 4
  store i32 %76, i32* %6, align 4
  %77 = load i32, i32* %2, align 4
  %78 = load i32, i32* %6, align 4
  %79 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), i32 noundef %77, i32 noundef %78)
          to label %80 unwind label %108

80:                                               ; preds = %72
  call void @__cxa_end_catch() #8
  br label %32

81:                                               ; preds = %69
  %82 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %83 = icmp eq i32 %22, %82
  br i1 %83, label %84, label %93

84:                                               ; preds = %81
  %85 = load i8*, i8** %3, align 8
  %86 = call i8* @__cxa_begin_catch(i8* %85) #8
  %87 = bitcast i8* %86 to i32*
  %88 = load i32, i32* %87, align 4
  store i32 %88, i32* %5, align 4
  %89 = load i32, i32* %2, align 4
  %90 = load i32, i32* %5, align 4
  %91 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %89, i32 noundef %90)
          to label %92 unwind label %104

92:                                               ; preds = %84
  call void @__cxa_end_catch() #8
  br label %32

93:                                               ; preds = %81
  %94 = load i8*, i8** %3, align 8
  %95 = call i8* @__cxa_begin_catch(i8* %94) #8
  %96 = load i32, i32* %2, align 4
  %97 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %96)
          to label %98 unwind label %99

98:                                               ; preds = %93
  call void @__cxa_end_catch()
  br label %32

99:                                               ; preds = %93
  %100 = landingpad { i8*, i32 }
          cleanup
  %101 = extractvalue { i8*, i32 } %100, 0
  store i8* %101, i8** %3, align 8
  %102 = extractvalue { i8*, i32 } %100, 1
  store i32 %102, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %103 unwind label %137

103:                                              ; preds = %99
  br label %132

104:                                              ; preds = %84
  %105 = landingpad { i8*, i32 }
          cleanup
  %106 = extractvalue { i8*, i32 } %105, 0
  store i8* %106, i8** %3, align 8
  %107 = extractvalue { i8*, i32 } %105, 1
  store i32 %107, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %132

108:                                              ; preds = %72
  %109 = landingpad { i8*, i32 }
          cleanup
  %110 = extractvalue { i8*, i32 } %109, 0
  store i8* %110, i8** %3, align 8
  %111 = extractvalue { i8*, i32 } %109, 1
  store i32 %111, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %132

112:                                              ; preds = %62
  %113 = landingpad { i8*, i32 }
          cleanup
  %114 = extractvalue { i8*, i32 } %113, 0
  store i8* %114, i8** %3, align 8
  %115 = extractvalue { i8*, i32 } %113, 1
  store i32 %115, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %116 unwind label %137

116:                                              ; preds = %112
  br label %132

117:                                              ; preds = %52
  %118 = landingpad { i8*, i32 }
          cleanup
  %119 = extractvalue { i8*, i32 } %118, 0
  store i8* %119, i8** %3, align 8
  %120 = extractvalue { i8*, i32 } %118, 1
  store i32 %120, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %121 unwind label %137

121:                                              ; preds = %117
  br label %132

122:                                              ; preds = %39
  %123 = landingpad { i8*, i32 }
          cleanup
  %124 = extractvalue { i8*, i32 } %123, 0
  store i8* %124, i8** %3, align 8
  %125 = extractvalue { i8*, i32 } %123, 1
  store i32 %125, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %132

126:                                              ; preds = %25
  %127 = landingpad { i8*, i32 }
          cleanup
  %128 = extractvalue { i8*, i32 } %127, 0
  store i8* %128, i8** %3, align 8
  %129 = extractvalue { i8*, i32 } %127, 1
  store i32 %129, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %130 unwind label %137

130:                                              ; preds = %126
  br label %132

131:                                              ; preds = %11
  ret i32 0

132:                                              ; preds = %130, %122, %121, %116, %108, %104, %103
  %133 = load i8*, i8** %3, align 8
  %134 = load i32, i32* %4, align 4
  %135 = insertvalue { i8*, i32 } undef, i8* %133, 0
  %136 = insertvalue { i8*, i32 } %135, i32 %134, 1
  resume { i8*, i32 } %136

137:                                              ; preds = %126, %117, %112, %99
  %138 = landingpad { i8*, i32 }
          catch i8* null
  %139 = extractvalue { i8*, i32 } %138, 0
  call void @__clang_call_terminate(i8* %139) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  switch i32 %3, label %25 [
    i32 0, label %4
    i32 1, label %8
    i32 2, label %12
    i32 3, label %16
    i32 4, label %19
    i32 5, label %22
  ]

4:                                                ; preds = %1
  %5 = call i8* @__cxa_allocate_exception(i64 8) #8
  %6 = bitcast i8* %5 to %struct.A*
  %7 = bitcast %struct.A* %6 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %7, i8 0, i64 8, i1 false)
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(8) %6) #8
  call void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD2Ev to i8*)) #10
  unreachable

8:                                                ; preds = %1
  %9 = call i8* @__cxa_allocate_exception(i64 8) #8
  %10 = bitcast i8* %9 to %struct.B*
  %11 = bitcast %struct.B* %10 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %11, i8 0, i64 8, i1 false)
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %10) #8
  call void @__cxa_throw(i8* %9, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*)) #10
  unreachable

12:                                               ; preds = %1
  %13 = call i8* @__cxa_allocate_exception(i64 8) #8
  %14 = bitcast i8* %13 to %struct.C*
  %15 = bitcast %struct.C* %14 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %15, i8 0, i64 8, i1 false)
  call void @_ZN1CC2Ev(%struct.C* noundef nonnull align 8 dereferenceable(8) %14) #8
  call void @__cxa_throw(i8* %13, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (void (%struct.C*)* @_ZN1CD2Ev to i8*)) #10
  unreachable

16:                                               ; preds = %1
  %17 = call i8* @__cxa_allocate_exception(i64 4) #8
  %18 = bitcast i8* %17 to i32*
  store i32 3, i32* %18, align 16
  call void @__cxa_throw(i8* %17, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
  unreachable

19:                                               ; preds = %1
  %20 = call i8* @__cxa_allocate_exception(i64 8) #8
  %21 = bitcast i8* %20 to i64*
  store i64 4, i64* %21, align 16
  call void @__cxa_throw(i8* %20, i8* bitcast (i8** @_ZTIl to i8*), i8* null) #10
  unreachable

22:                                               ; preds = %1
  %23 = call i8* @__cxa_allocate_exception(i64 4) #8
  %24 = bitcast i8* %23 to i32*
  store i32 5, i32* %24, align 16
  call void @__cxa_throw(i8* %23, i8* bitcast (i8** @_ZTIj to i8*), i8* null) #10
  unreachable

25:                                               ; preds = %1
  %26 = call i8* @__cxa_allocate_exception(i64 1) #8
  store i8 99, i8* %26, align 16
  call void @__cxa_throw(i8* %26, i8* bitcast (i8** @_ZTIc to i8*), i8* null) #10
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.A*, align 8
  store %struct.A* %0, %struct.A** %2, align 8
  %3 = load %struct.A*, %struct.A** %2, align 8
  %4 = bitcast %struct.A* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1A, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.A*, align 8
  store %struct.A* %0, %struct.A** %2, align 8
  %3 = load %struct.A*, %struct.A** %2, align 8
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  %4 = bitcast %struct.B* %3 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(8) %4) #8
  %5 = bitcast %struct.B* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  %4 = bitcast %struct.B* %3 to %struct.A*
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(8) %4) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CC2Ev(%struct.C* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.C*, align 8
  store %struct.C* %0, %struct.C** %2, align 8
  %3 = load %struct.C*, %struct.C** %2, align 8
  %4 = bitcast %struct.C* %3 to %struct.B*
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %4) #8
  %5 = bitcast %struct.C* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1C, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CD2Ev(%struct.C* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.C*, align 8
  store %struct.C* %0, %struct.C** %2, align 8
  %3 = load %struct.C*, %struct.C** %2, align 8
  %4 = bitcast %struct.C* %3 to %struct.B*
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %4) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD0Ev(%struct.A* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.A*, align 8
  store %struct.A* %0, %struct.A** %2, align 8
  %3 = load %struct.A*, %struct.A** %2, align 8
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(8) %3) #8
  %4 = bitcast %struct.A* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD0Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(8) %3) #8
  %4 = bitcast %struct.B* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CD0Ev(%struct.C* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.C*, align 8
  store %struct.C* %0, %struct.C** %2, align 8
  %3 = load %struct.C*, %struct.C** %2, align 8
  call void @_ZN1CD2Ev(%struct.C* noundef nonnull align 8 dereferenceable(8) %3) #8
  %4 = bitcast %struct.C* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

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
