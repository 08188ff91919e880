; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZN5ScopeC2EPKc = comdat any

$_ZN5ScopeD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal global i32 0, align 4
@_ZL5frees = internal global i32 0, align 4
@_ZN7Fragile6budgetE = hidden global i32 0, align 4
@_ZTIPKc = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal global i32 0, align 4
@_ZL5dtors = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Fragile = linkonce_odr hidden constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, comdat, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant i8*
@_ZTIx = external constant i8*
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull i8* @_Znwm(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL6allocs, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call i8* @malloc(i32 noundef %5)
  ret i8* %6
}

declare i8* @malloc(i32 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull i8* @_Znam(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL6allocs, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call i8* @malloc(i32 noundef %5)
  ret i8* %6
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPv(i8* noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = icmp ne i8* %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* @_ZL5frees, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @_ZL5frees, align 4
  br label %8

8:                                                ; preds = %5, %1
  %9 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %9)
          to label %10 unwind label %11

10:                                               ; preds = %8
  ret void

11:                                               ; preds = %8
  %12 = cleanuppad within none []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %12) ]
  unreachable
}

declare void @free(i8* noundef) #1

declare i32 @__gxx_wasm_personality_v0(...)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdaPv(i8* noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = load i8*, i8** %2, align 4
  %4 = icmp ne i8* %3, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, i32* @_ZL5frees, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @_ZL5frees, align 4
  br label %8

8:                                                ; preds = %5, %1
  %9 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %9)
          to label %10 unwind label %11

10:                                               ; preds = %8
  ret void

11:                                               ; preds = %8
  %12 = cleanuppad within none []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %12) ]
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #3 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Fragile*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca %struct.Fragile*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %class.anon, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.Fragile*, align 4
  %13 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %14 = invoke noalias noundef nonnull i8* @_Znwm(i32 noundef 4) #12
          to label %15 unwind label %23

15:                                               ; preds = %0
  %16 = bitcast i8* %14 to %struct.Fragile*
  %17 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %16, i32 noundef 13)
          to label %18 unwind label %72

18:                                               ; preds = %15
  store %struct.Fragile* %16, %struct.Fragile** %2, align 4
  %19 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %20 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %21)
          to label %71 unwind label %23

23:                                               ; preds = %18, %72, %0
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [i8* bitcast (i8** @_ZTIPKc to i8*)]
  %27 = call i8* @llvm.wasm.get.exception(token %26)
  store i8* %27, i8** %3, align 4
  %28 = call i32 @llvm.wasm.get.ehselector(token %26)
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #5
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %40

31:                                               ; preds = %25
  %32 = load i8*, i8** %3, align 4
  %33 = call i8* @__cxa_begin_catch(i8* %32) #5 [ "funclet"(token %26) ]
  store i8* %33, i8** %4, align 4
  %34 = load i8*, i8** %4, align 4
  %35 = load i32, i32* @_ZL6allocs, align 4
  %36 = load i32, i32* @_ZL5frees, align 4
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %34, i32 noundef %35, i32 noundef %36) [ "funclet"(token %26) ]
          to label %38 unwind label %74

38:                                               ; preds = %31
  call void @__cxa_end_catch() #5 [ "funclet"(token %26) ]
  catchret from %26 to label %39

39:                                               ; preds = %38
  br label %41

40:                                               ; preds = %25
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %26) ]
  unreachable

41:                                               ; preds = %39, %71
  store i32 3, i32* @_ZN7Fragile6budgetE, align 4
  %42 = invoke noalias noundef nonnull i8* @_Znam(i32 noundef 24) #12
          to label %43 unwind label %87

43:                                               ; preds = %41
  %44 = bitcast i8* %42 to i32*
  store i32 5, i32* %44, align 4
  %45 = getelementptr inbounds i8, i8* %42, i32 4
  %46 = bitcast i8* %45 to %struct.Fragile*
  %47 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %46, i32 5
  br label %48

48:                                               ; preds = %51, %43
  %49 = phi %struct.Fragile* [ %46, %43 ], [ %52, %51 ]
  %50 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %49)
          to label %51 unwind label %76

51:                                               ; preds = %48
  %52 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %49, i32 1
  %53 = icmp eq %struct.Fragile* %52, %47
  br i1 %53, label %54, label %48

54:                                               ; preds = %51
  store %struct.Fragile* %46, %struct.Fragile** %5, align 4
  %55 = load %struct.Fragile*, %struct.Fragile** %5, align 4
  %56 = icmp eq %struct.Fragile* %55, null
  br i1 %56, label %70, label %57

57:                                               ; preds = %54
  %58 = bitcast %struct.Fragile* %55 to i8*
  %59 = getelementptr inbounds i8, i8* %58, i32 -4
  %60 = bitcast i8* %59 to i32*
  %61 = load i32, i32* %60, align 4
  %62 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %55, i32 %61
  %63 = icmp eq %struct.Fragile* %55, %62
  br i1 %63, label %69, label %64

64:                                               ; preds = %64, %57
  %65 = phi %struct.Fragile* [ %62, %57 ], [ %66, %64 ]
  %66 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %65, i32 -1
  %67 = call noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %66) #5
  %68 = icmp eq %struct.Fragile* %66, %55
  br i1 %68, label %69, label %64

69:                                               ; preds = %64, %57
  call void @_ZdaPv(i8* noundef %59) #13
  br label %70

70:                                               ; preds = %69, %54
  br label %108

71:                                               ; preds = %18
  br label %41

72:                                               ; preds = %15
  %73 = cleanuppad within none []
  call void @_ZdlPv(i8* noundef %14) #13 [ "funclet"(token %73) ]
  cleanupret from %73 unwind label %23

74:                                               ; preds = %31
  %75 = cleanuppad within %26 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %75) ]
  cleanupret from %75 unwind to caller

76:                                               ; preds = %48
  %77 = cleanuppad within none []
  %78 = icmp eq %struct.Fragile* %46, %49
  br i1 %78, label %84, label %79

79:                                               ; preds = %79, %76
  %80 = phi %struct.Fragile* [ %49, %76 ], [ %81, %79 ]
  %81 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %80, i32 -1
  %82 = call noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %81) #5 [ "funclet"(token %77) ]
  %83 = icmp eq %struct.Fragile* %81, %46
  br i1 %83, label %84, label %79

84:                                               ; preds = %79, %76
  cleanupret from %77 unwind label %85

85:                                               ; preds = %84
  %86 = cleanuppad within none []
  call void @_ZdaPv(i8* noundef %42) #13 [ "funclet"(token %86) ]
  cleanupret from %86 unwind label %87

87:                                               ; preds = %85, %41
  %88 = catchswitch within none [label %89] unwind to caller

89:                                               ; preds = %87
  %90 = catchpad within %88 [i8* bitcast (i8** @_ZTIi to i8*)]
  %91 = call i8* @llvm.wasm.get.exception(token %90)
  store i8* %91, i8** %3, align 4
  %92 = call i32 @llvm.wasm.get.ehselector(token %90)
  %93 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %94 = icmp eq i32 %92, %93
  br i1 %94, label %95, label %107

95:                                               ; preds = %89
  %96 = load i8*, i8** %3, align 4
  %97 = call i8* @__cxa_begin_catch(i8* %96) #5 [ "funclet"(token %90) ]
  %98 = bitcast i8* %97 to i32*
  %99 = load i32, i32* %98, align 4
  store i32 %99, i32* %6, align 4
  %100 = load i32, i32* %6, align 4
  %101 = load i32, i32* @_ZL5ctors, align 4
  %102 = load i32, i32* @_ZL5dtors, align 4
  %103 = load i32, i32* @_ZL5frees, align 4
  %104 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103) [ "funclet"(token %90) ]
          to label %105 unwind label %140

105:                                              ; preds = %95
  call void @__cxa_end_catch() #5 [ "funclet"(token %90) ]
  catchret from %90 to label %106

106:                                              ; preds = %105
  br label %108

107:                                              ; preds = %89
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %90) ]
  unreachable

108:                                              ; preds = %106, %70
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %109

109:                                              ; preds = %134, %108
  %110 = load i32, i32* %8, align 4
  %111 = icmp slt i32 %110, 5
  br i1 %111, label %112, label %144

112:                                              ; preds = %109
  %113 = load i32, i32* %8, align 4
  %114 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %113)
          to label %137 unwind label %115

115:                                              ; preds = %112
  %116 = catchswitch within none [label %117] unwind to caller

117:                                              ; preds = %115
  %118 = catchpad within %116 [i8* bitcast (i8** @_ZTIi to i8*)]
  %119 = call i8* @llvm.wasm.get.exception(token %118)
  store i8* %119, i8** %3, align 4
  %120 = call i32 @llvm.wasm.get.ehselector(token %118)
  %121 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %122 = icmp eq i32 %120, %121
  br i1 %122, label %123, label %132

123:                                              ; preds = %117
  %124 = load i8*, i8** %3, align 4
  %125 = call i8* @__cxa_begin_catch(i8* %124) #5 [ "funclet"(token %118) ]
  %126 = bitcast i8* %125 to i32*
  %127 = load i32, i32* %126, align 4
  store i32 %127, i32* %9, align 4
  %128 = load i32, i32* %9, align 4
  %129 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %128) [ "funclet"(token %118) ]
          to label %130 unwind label %142

130:                                              ; preds = %123
  call void @__cxa_end_catch() #5 [ "funclet"(token %118) ]
  catchret from %118 to label %131

131:                                              ; preds = %130
  br label %133

132:                                              ; preds = %117
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %118) ]
  unreachable

133:                                              ; preds = %131, %137
  br label %134

134:                                              ; preds = %133
  %135 = load i32, i32* %8, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, i32* %8, align 4
  br label %109, !llvm.loop !2

137:                                              ; preds = %112
  %138 = load i32, i32* %7, align 4
  %139 = add nsw i32 %138, %114
  store i32 %139, i32* %7, align 4
  br label %133

140:                                              ; preds = %95
  %141 = cleanuppad within %90 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %141) ]
  cleanupret from %141 unwind to caller

142:                                              ; preds = %123
  %143 = cleanuppad within %118 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %143) ]
  cleanupret from %143 unwind to caller

144:                                              ; preds = %109
  %145 = load i32, i32* %7, align 4
  %146 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #5
  %147 = call noundef i32 @_ZL5neveri(i32 noundef 1) #5
  %148 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %145, i32 noundef %146, i32 noundef %147)
  %149 = call noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 7)
  %150 = call noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef @_ZL10throw_longi, i32 noundef 3)
  %151 = call noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 1)
  %152 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %149, i32 noundef %150, i32 noundef %151)
  %153 = getelementptr inbounds %class.anon, %class.anon* %10, i32 0, i32 0
  store i32* %7, i32** %153, align 4
  store i32 0, i32* %11, align 4
  br label %154

154:                                              ; preds = %179, %144
  %155 = load i32, i32* %11, align 4
  %156 = icmp slt i32 %155, 4
  br i1 %156, label %157, label %186

157:                                              ; preds = %154
  %158 = load i32, i32* %11, align 4
  invoke void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %158)
          to label %182 unwind label %159

159:                                              ; preds = %157
  %160 = catchswitch within none [label %161] unwind to caller

161:                                              ; preds = %159
  %162 = catchpad within %160 [i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)]
  %163 = call i8* @llvm.wasm.get.exception(token %162)
  store i8* %163, i8** %3, align 4
  %164 = call i32 @llvm.wasm.get.ehselector(token %162)
  %165 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #5
  %166 = icmp eq i32 %164, %165
  br i1 %166, label %167, label %177

167:                                              ; preds = %161
  %168 = load i8*, i8** %3, align 4
  %169 = call i8* @__cxa_begin_catch(i8* %168) #5 [ "funclet"(token %162) ]
  %170 = bitcast i8* %169 to %struct.Fragile*
  store %struct.Fragile* %170, %struct.Fragile** %12, align 4
  %171 = load %struct.Fragile*, %struct.Fragile** %12, align 4
  %172 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %171, i32 0, i32 0
  %173 = load i32, i32* %172, align 4
  %174 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %173) [ "funclet"(token %162) ]
          to label %175 unwind label %183

175:                                              ; preds = %167
  call void @__cxa_end_catch() [ "funclet"(token %162) ]
  catchret from %162 to label %176

176:                                              ; preds = %175
  br label %178

177:                                              ; preds = %161
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %162) ]
  unreachable

178:                                              ; preds = %176, %182
  br label %179

179:                                              ; preds = %178
  %180 = load i32, i32* %11, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, i32* %11, align 4
  br label %154, !llvm.loop !4

182:                                              ; preds = %157
  br label %178

183:                                              ; preds = %167
  %184 = cleanuppad within %162 []
  invoke void @__cxa_end_catch() [ "funclet"(token %184) ]
          to label %185 unwind label %205

185:                                              ; preds = %183
  cleanupret from %184 unwind to caller

186:                                              ; preds = %154
  store i32 0, i32* %13, align 4
  br label %187

187:                                              ; preds = %195, %186
  %188 = load i32, i32* %13, align 4
  %189 = icmp slt i32 %188, 3
  br i1 %189, label %190, label %198

190:                                              ; preds = %187
  %191 = load i32, i32* %13, align 4
  %192 = load i32, i32* %13, align 4
  %193 = call noundef i32 @_ZL7layeredi(i32 noundef %192)
  %194 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %191, i32 noundef %193)
  br label %195

195:                                              ; preds = %190
  %196 = load i32, i32* %13, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, i32* %13, align 4
  br label %187, !llvm.loop !5

198:                                              ; preds = %187
  %199 = load i32, i32* @_ZL6allocs, align 4
  %200 = load i32, i32* @_ZL5frees, align 4
  %201 = load i32, i32* @_ZL5ctors, align 4
  %202 = load i32, i32* @_ZL5dtors, align 4
  %203 = load i32, i32* %7, align 4
  %204 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %199, i32 noundef %200, i32 noundef %201, i32 noundef %202, i32 noundef %203)
  ret i32 0

205:                                              ; preds = %183
  %206 = cleanuppad within %184 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %206) ]
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat {
  %3 = alloca %struct.Fragile*, align 4
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* %4, align 4
  %9 = icmp eq i32 %8, 13
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = call i8* @__cxa_allocate_exception(i32 4) #5
  %12 = bitcast i8* %11 to i8**
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %12, align 16
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #7
  unreachable

13:                                               ; preds = %2
  %14 = load i32, i32* @_ZL5ctors, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* @_ZL5ctors, align 4
  ret %struct.Fragile* %5
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #5

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %3, i32 0, i32 0
  %5 = load i32, i32* @_ZN7Fragile6budgetE, align 4
  store i32 %5, i32* %4, align 4
  %6 = load i32, i32* @_ZN7Fragile6budgetE, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, i32* @_ZN7Fragile6budgetE, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #5
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* @_ZN7Fragile6budgetE, align 4
  store i32 %12, i32* %11, align 16
  call void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

13:                                               ; preds = %1
  %14 = load i32, i32* @_ZL5ctors, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* @_ZL5ctors, align 4
  ret %struct.Fragile* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = load i32, i32* @_ZL5dtors, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL5dtors, align 4
  ret %struct.Fragile* %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #9 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 2
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = call i8* @__cxa_allocate_exception(i32 4) #5
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %2, align 4
  %9 = mul nsw i32 %8, 2
  store i32 %9, i32* %7, align 16
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  ret i32 %11
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #10 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #10 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #9 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i16, align 2
  store void (i32)* %0, void (i32)** %4, align 4
  store i32 %1, i32* %5, align 4
  %8 = load void (i32)*, void (i32)** %4, align 4
  %9 = load i32, i32* %5, align 4
  invoke void %8(i32 noundef %9)
          to label %28 unwind label %10

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIs to i8*), i8* null]
  %14 = call i8* @llvm.wasm.get.exception(token %13)
  store i8* %14, i8** %6, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #5
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %25

18:                                               ; preds = %12
  %19 = load i8*, i8** %6, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #5 [ "funclet"(token %13) ]
  %21 = bitcast i8* %20 to i16*
  %22 = load i16, i16* %21, align 2
  store i16 %22, i16* %7, align 2
  %23 = load i16, i16* %7, align 2
  %24 = sext i16 %23 to i32
  store i32 %24, i32* %3, align 4
  call void @__cxa_end_catch() #5 [ "funclet"(token %13) ]
  catchret from %13 to label %30

25:                                               ; preds = %12
  %26 = load i8*, i8** %6, align 4
  %27 = call i8* @__cxa_begin_catch(i8* %26) #5 [ "funclet"(token %13) ]
  store i32 -1, i32* %3, align 4
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %29

28:                                               ; preds = %2
  br label %31

29:                                               ; preds = %25
  br label %32

30:                                               ; preds = %18
  br label %32

31:                                               ; preds = %28
  store i32 0, i32* %3, align 4
  br label %32

32:                                               ; preds = %31, %30, %29
  %33 = load i32, i32* %3, align 4
  ret i32 %33
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11throw_shorti(i32 noundef %0) #9 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i32 2) #5
  %4 = bitcast i8* %3 to i16*
  %5 = load i32, i32* %2, align 4
  %6 = trunc i32 %5 to i16
  store i16 %6, i16* %4, align 16
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #9 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i64, align 8
  store void (i32)* %0, void (i32)** %4, align 4
  store i32 %1, i32* %5, align 4
  %8 = load void (i32)*, void (i32)** %4, align 4
  %9 = load i32, i32* %5, align 4
  invoke void %8(i32 noundef %9)
          to label %28 unwind label %10

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIx to i8*), i8* null]
  %14 = call i8* @llvm.wasm.get.exception(token %13)
  store i8* %14, i8** %6, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #5
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %25

18:                                               ; preds = %12
  %19 = load i8*, i8** %6, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #5 [ "funclet"(token %13) ]
  %21 = bitcast i8* %20 to i64*
  %22 = load i64, i64* %21, align 8
  store i64 %22, i64* %7, align 8
  %23 = load i64, i64* %7, align 8
  %24 = trunc i64 %23 to i32
  store i32 %24, i32* %3, align 4
  call void @__cxa_end_catch() #5 [ "funclet"(token %13) ]
  catchret from %13 to label %30

25:                                               ; preds = %12
  %26 = load i8*, i8** %6, align 4
  %27 = call i8* @__cxa_begin_catch(i8* %26) #5 [ "funclet"(token %13) ]
  store i32 -1, i32* %3, align 4
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %29

28:                                               ; preds = %2
  br label %31

29:                                               ; preds = %25
  br label %32

30:                                               ; preds = %18
  br label %32

31:                                               ; preds = %28
  store i32 0, i32* %3, align 4
  br label %32

32:                                               ; preds = %31, %30, %29
  %33 = load i32, i32* %3, align 4
  ret i32 %33
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10throw_longi(i32 noundef %0) #9 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i32 8) #5
  %4 = bitcast i8* %3 to i64*
  %5 = load i32, i32* %2, align 4
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 %6, 1000
  store i64 %7, i64* %4, align 16
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #9 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  store void (i32)* %0, void (i32)** %4, align 4
  store i32 %1, i32* %5, align 4
  %8 = load void (i32)*, void (i32)** %4, align 4
  %9 = load i32, i32* %5, align 4
  invoke void %8(i32 noundef %9)
          to label %27 unwind label %10

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIi to i8*), i8* null]
  %14 = call i8* @llvm.wasm.get.exception(token %13)
  store i8* %14, i8** %6, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %12
  %19 = load i8*, i8** %6, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #5 [ "funclet"(token %13) ]
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %7, align 4
  %23 = load i32, i32* %7, align 4
  store i32 %23, i32* %3, align 4
  call void @__cxa_end_catch() #5 [ "funclet"(token %13) ]
  catchret from %13 to label %29

24:                                               ; preds = %12
  %25 = load i8*, i8** %6, align 4
  %26 = call i8* @__cxa_begin_catch(i8* %25) #5 [ "funclet"(token %13) ]
  store i32 -1, i32* %3, align 4
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %28

27:                                               ; preds = %2
  br label %30

28:                                               ; preds = %24
  br label %31

29:                                               ; preds = %18
  br label %31

30:                                               ; preds = %27
  store i32 0, i32* %3, align 4
  br label %31

31:                                               ; preds = %30, %29, %28
  %32 = load i32, i32* %3, align 4
  ret i32 %32
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #9 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca %class.anon*, align 4
  %4 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon*, %class.anon** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 1
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = call i8* @__cxa_allocate_exception(i32 4) #5
  %11 = bitcast i8* %10 to %struct.Fragile*
  %12 = load i32, i32* %4, align 4
  %13 = mul nsw i32 %12, 3
  %14 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %13)
          to label %15 unwind label %16

15:                                               ; preds = %9
  call void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #7
  unreachable

16:                                               ; preds = %9
  %17 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %10) #5 [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller

18:                                               ; preds = %2
  %19 = load i32, i32* %4, align 4
  %20 = getelementptr inbounds %class.anon, %class.anon* %5, i32 0, i32 0
  %21 = load i32*, i32** %20, align 4
  %22 = load i32, i32* %21, align 4
  %23 = add nsw i32 %22, %19
  store i32 %23, i32* %21, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #9 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca %struct.Scope, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Scope, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %12 = call noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0))
  %13 = invoke noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0))
          to label %14 unwind label %68

14:                                               ; preds = %1
  %15 = invoke noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0))
          to label %16 unwind label %28

16:                                               ; preds = %14
  %17 = load i32, i32* %3, align 4
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %16
  %20 = call i8* @__cxa_allocate_exception(i32 4) #5
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %3, align 4
  store i32 %22, i32* %21, align 16
  invoke void @__cxa_throw(i8* %20, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %92 unwind label %25

23:                                               ; preds = %16
  %24 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %6) #5
  br label %51

25:                                               ; preds = %19
  %26 = cleanuppad within none []
  %27 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %6) #5 [ "funclet"(token %26) ]
  cleanupret from %26 unwind label %28

28:                                               ; preds = %25, %14
  %29 = catchswitch within none [label %30] unwind label %65

30:                                               ; preds = %28
  %31 = catchpad within %29 [i8* bitcast (i8** @_ZTIi to i8*)]
  %32 = call i8* @llvm.wasm.get.exception(token %31)
  store i8* %32, i8** %7, align 4
  %33 = call i32 @llvm.wasm.get.ehselector(token %31)
  %34 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %50

36:                                               ; preds = %30
  %37 = load i8*, i8** %7, align 4
  %38 = call i8* @__cxa_begin_catch(i8* %37) #5 [ "funclet"(token %31) ]
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4
  store i32 %40, i32* %8, align 4
  %41 = invoke noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %9, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) [ "funclet"(token %31) ]
          to label %42 unwind label %62

42:                                               ; preds = %36
  %43 = load i32, i32* %8, align 4
  %44 = icmp sgt i32 %43, 1
  br i1 %44, label %45, label %56

45:                                               ; preds = %42
  %46 = call i8* @__cxa_allocate_exception(i32 4) #5 [ "funclet"(token %31) ]
  %47 = bitcast i8* %46 to i32*
  %48 = load i32, i32* %8, align 4
  %49 = add nsw i32 %48, 10
  store i32 %49, i32* %47, align 16
  invoke void @__cxa_throw(i8* %46, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7 [ "funclet"(token %31) ]
          to label %92 unwind label %59

50:                                               ; preds = %30
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %31) ]
          to label %92 unwind label %65

51:                                               ; preds = %23
  store i32 0, i32* %10, align 4
  br label %52

52:                                               ; preds = %51, %64
  %53 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #5
  %54 = load i32, i32* %10, align 4
  switch i32 %54, label %86 [
    i32 0, label %55
  ]

55:                                               ; preds = %52
  br label %84

56:                                               ; preds = %42
  %57 = load i32, i32* %8, align 4
  store i32 %57, i32* %2, align 4
  store i32 1, i32* %10, align 4
  %58 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %9) #5 [ "funclet"(token %31) ]
  call void @__cxa_end_catch() #5 [ "funclet"(token %31) ]
  catchret from %31 to label %64

59:                                               ; preds = %45
  %60 = cleanuppad within %31 []
  %61 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %9) #5 [ "funclet"(token %60) ]
  cleanupret from %60 unwind label %62

62:                                               ; preds = %59, %36
  %63 = cleanuppad within %31 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %63) ]
  cleanupret from %63 unwind label %65

64:                                               ; preds = %56
  br label %52

65:                                               ; preds = %50, %62, %28
  %66 = cleanuppad within none []
  %67 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #5 [ "funclet"(token %66) ]
  cleanupret from %66 unwind label %68

68:                                               ; preds = %65, %1
  %69 = catchswitch within none [label %70] unwind label %89

70:                                               ; preds = %68
  %71 = catchpad within %69 [i8* bitcast (i8** @_ZTIi to i8*)]
  %72 = call i8* @llvm.wasm.get.exception(token %71)
  store i8* %72, i8** %7, align 4
  %73 = call i32 @llvm.wasm.get.ehselector(token %71)
  %74 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %75 = icmp eq i32 %73, %74
  br i1 %75, label %76, label %83

76:                                               ; preds = %70
  %77 = load i8*, i8** %7, align 4
  %78 = call i8* @__cxa_begin_catch(i8* %77) #5 [ "funclet"(token %71) ]
  %79 = bitcast i8* %78 to i32*
  %80 = load i32, i32* %79, align 4
  store i32 %80, i32* %11, align 4
  %81 = load i32, i32* %11, align 4
  %82 = mul nsw i32 %81, 100
  store i32 %82, i32* %2, align 4
  store i32 1, i32* %10, align 4
  call void @__cxa_end_catch() #5 [ "funclet"(token %71) ]
  catchret from %71 to label %85

83:                                               ; preds = %70
  invoke void @llvm.wasm.rethrow() #7 [ "funclet"(token %71) ]
          to label %92 unwind label %89

84:                                               ; preds = %55
  store i32 0, i32* %2, align 4
  store i32 1, i32* %10, align 4
  br label %86

85:                                               ; preds = %76
  br label %86

86:                                               ; preds = %84, %85, %52
  %87 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #5
  %88 = load i32, i32* %2, align 4
  ret i32 %88

89:                                               ; preds = %83, %68
  %90 = cleanuppad within none []
  %91 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #5 [ "funclet"(token %90) ]
  cleanupret from %90 unwind to caller

92:                                               ; preds = %83, %50, %45, %19
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #8 comdat {
  %3 = alloca %struct.Scope*, align 4
  %4 = alloca i8*, align 4
  store %struct.Scope* %0, %struct.Scope** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Scope*, %struct.Scope** %3, align 4
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  ret %struct.Scope* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Scope*, align 4
  store %struct.Scope* %0, %struct.Scope** %2, align 4
  %3 = load %struct.Scope*, %struct.Scope** %2, align 4
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Scope* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %9) ]
  unreachable
}

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readnone }
attributes #7 = { noreturn }
attributes #8 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
