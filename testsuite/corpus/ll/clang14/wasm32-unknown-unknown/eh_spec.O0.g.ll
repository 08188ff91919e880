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

@_ZL6allocs = internal global i32 0, align 4, !dbg !0
@_ZL5frees = internal global i32 0, align 4, !dbg !36
@_ZN7Fragile6budgetE = hidden global i32 0, align 4, !dbg !34
@_ZTIPKc = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal global i32 0, align 4, !dbg !38
@_ZL5dtors = internal global i32 0, align 4, !dbg !40
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
define noundef nonnull i8* @_Znwm(i32 noundef %0) #0 !dbg !46 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !52, metadata !DIExpression()), !dbg !53
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !54
  %4 = add nsw i32 %3, 1, !dbg !54
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !54
  %5 = load i32, i32* %2, align 4, !dbg !55
  %6 = call i8* @malloc(i32 noundef %5), !dbg !56
  ret i8* %6, !dbg !57
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i8* @malloc(i32 noundef) #2

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull i8* @_Znam(i32 noundef %0) #0 !dbg !58 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !59, metadata !DIExpression()), !dbg !60
  %3 = load i32, i32* @_ZL6allocs, align 4, !dbg !61
  %4 = add nsw i32 %3, 1, !dbg !61
  store i32 %4, i32* @_ZL6allocs, align 4, !dbg !61
  %5 = load i32, i32* %2, align 4, !dbg !62
  %6 = call i8* @malloc(i32 noundef %5), !dbg !63
  ret i8* %6, !dbg !64
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !65 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !68, metadata !DIExpression()), !dbg !69
  %3 = load i8*, i8** %2, align 4, !dbg !70
  %4 = icmp ne i8* %3, null, !dbg !70
  br i1 %4, label %5, label %8, !dbg !72

5:                                                ; preds = %1
  %6 = load i32, i32* @_ZL5frees, align 4, !dbg !73
  %7 = add nsw i32 %6, 1, !dbg !73
  store i32 %7, i32* @_ZL5frees, align 4, !dbg !73
  br label %8, !dbg !73

8:                                                ; preds = %5, %1
  %9 = load i8*, i8** %2, align 4, !dbg !74
  invoke void @free(i8* noundef %9)
          to label %10 unwind label %11, !dbg !75

10:                                               ; preds = %8
  ret void, !dbg !76

11:                                               ; preds = %8
  %12 = cleanuppad within none [], !dbg !75
  call void @_ZSt9terminatev() #12 [ "funclet"(token %12) ], !dbg !75
  unreachable, !dbg !75
}

declare void @free(i8* noundef) #2

declare i32 @__gxx_wasm_personality_v0(...)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdaPv(i8* noundef %0) #3 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !77 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !78, metadata !DIExpression()), !dbg !79
  %3 = load i8*, i8** %2, align 4, !dbg !80
  %4 = icmp ne i8* %3, null, !dbg !80
  br i1 %4, label %5, label %8, !dbg !82

5:                                                ; preds = %1
  %6 = load i32, i32* @_ZL5frees, align 4, !dbg !83
  %7 = add nsw i32 %6, 1, !dbg !83
  store i32 %7, i32* @_ZL5frees, align 4, !dbg !83
  br label %8, !dbg !83

8:                                                ; preds = %5, %1
  %9 = load i8*, i8** %2, align 4, !dbg !84
  invoke void @free(i8* noundef %9)
          to label %10 unwind label %11, !dbg !85

10:                                               ; preds = %8
  ret void, !dbg !86

11:                                               ; preds = %8
  %12 = cleanuppad within none [], !dbg !85
  call void @_ZSt9terminatev() #12 [ "funclet"(token %12) ], !dbg !85
  unreachable, !dbg !85
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !87 {
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
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !90, metadata !DIExpression()), !dbg !93
  %14 = invoke noalias noundef nonnull i8* @_Znwm(i32 noundef 4) #13
          to label %15 unwind label %23, !dbg !94, !heapallocsite !7

15:                                               ; preds = %0
  %16 = bitcast i8* %14 to %struct.Fragile*, !dbg !94
  %17 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %16, i32 noundef 13)
          to label %18 unwind label %72, !dbg !95

18:                                               ; preds = %15
  store %struct.Fragile* %16, %struct.Fragile** %2, align 4, !dbg !93
  %19 = load %struct.Fragile*, %struct.Fragile** %2, align 4, !dbg !96
  %20 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %19, i32 0, i32 0, !dbg !97
  %21 = load i32, i32* %20, align 4, !dbg !97
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %21)
          to label %71 unwind label %23, !dbg !98

23:                                               ; preds = %18, %72, %0
  %24 = catchswitch within none [label %25] unwind to caller, !dbg !99

25:                                               ; preds = %23
  %26 = catchpad within %24 [i8* bitcast (i8** @_ZTIPKc to i8*)], !dbg !99
  %27 = call i8* @llvm.wasm.get.exception(token %26), !dbg !99
  store i8* %27, i8** %3, align 4, !dbg !99
  %28 = call i32 @llvm.wasm.get.ehselector(token %26), !dbg !99
  %29 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #6, !dbg !99
  %30 = icmp eq i32 %28, %29, !dbg !99
  br i1 %30, label %31, label %40, !dbg !99

31:                                               ; preds = %25
  call void @llvm.dbg.declare(metadata i8** %4, metadata !100, metadata !DIExpression()), !dbg !101
  %32 = load i8*, i8** %3, align 4, !dbg !99
  %33 = call i8* @__cxa_begin_catch(i8* %32) #6 [ "funclet"(token %26) ], !dbg !99
  store i8* %33, i8** %4, align 4, !dbg !99
  %34 = load i8*, i8** %4, align 4, !dbg !102
  %35 = load i32, i32* @_ZL6allocs, align 4, !dbg !104
  %36 = load i32, i32* @_ZL5frees, align 4, !dbg !105
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %34, i32 noundef %35, i32 noundef %36) [ "funclet"(token %26) ]
          to label %38 unwind label %74, !dbg !106

38:                                               ; preds = %31
  call void @__cxa_end_catch() #6 [ "funclet"(token %26) ], !dbg !107
  catchret from %26 to label %39, !dbg !107

39:                                               ; preds = %38
  br label %41, !dbg !107

40:                                               ; preds = %25
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %26) ], !dbg !107
  unreachable, !dbg !107

41:                                               ; preds = %39, %71
  store i32 3, i32* @_ZN7Fragile6budgetE, align 4, !dbg !108
  call void @llvm.dbg.declare(metadata %struct.Fragile** %5, metadata !109, metadata !DIExpression()), !dbg !111
  %42 = invoke noalias noundef nonnull i8* @_Znam(i32 noundef 24) #13
          to label %43 unwind label %87, !dbg !112, !heapallocsite !7

43:                                               ; preds = %41
  %44 = bitcast i8* %42 to i32*, !dbg !112
  store i32 5, i32* %44, align 4, !dbg !112
  %45 = getelementptr inbounds i8, i8* %42, i32 4, !dbg !112
  %46 = bitcast i8* %45 to %struct.Fragile*, !dbg !112
  %47 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %46, i32 5, !dbg !112
  br label %48, !dbg !112

48:                                               ; preds = %51, %43
  %49 = phi %struct.Fragile* [ %46, %43 ], [ %52, %51 ], !dbg !112
  %50 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %49)
          to label %51 unwind label %76, !dbg !112

51:                                               ; preds = %48
  %52 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %49, i32 1, !dbg !112
  %53 = icmp eq %struct.Fragile* %52, %47, !dbg !112
  br i1 %53, label %54, label %48, !dbg !112

54:                                               ; preds = %51
  store %struct.Fragile* %46, %struct.Fragile** %5, align 4, !dbg !111
  %55 = load %struct.Fragile*, %struct.Fragile** %5, align 4, !dbg !113
  %56 = icmp eq %struct.Fragile* %55, null, !dbg !114
  br i1 %56, label %70, label %57, !dbg !114

57:                                               ; preds = %54
  %58 = bitcast %struct.Fragile* %55 to i8*, !dbg !114
  %59 = getelementptr inbounds i8, i8* %58, i32 -4, !dbg !114
  %60 = bitcast i8* %59 to i32*, !dbg !114
  %61 = load i32, i32* %60, align 4, !dbg !114
  %62 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %55, i32 %61, !dbg !114
  %63 = icmp eq %struct.Fragile* %55, %62, !dbg !114
  br i1 %63, label %69, label %64, !dbg !114

64:                                               ; preds = %64, %57
  %65 = phi %struct.Fragile* [ %62, %57 ], [ %66, %64 ], !dbg !114
  %66 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %65, i32 -1, !dbg !114
  %67 = call noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %66) #6, !dbg !114
  %68 = icmp eq %struct.Fragile* %66, %55, !dbg !114
  br i1 %68, label %69, label %64, !dbg !114

69:                                               ; preds = %64, %57
  call void @_ZdaPv(i8* noundef %59) #14, !dbg !114
  br label %70, !dbg !114

70:                                               ; preds = %69, %54
  br label %108, !dbg !115

71:                                               ; preds = %18
  br label %41, !dbg !99

72:                                               ; preds = %15
  %73 = cleanuppad within none [], !dbg !94
  call void @_ZdlPv(i8* noundef %14) #14 [ "funclet"(token %73) ], !dbg !94
  cleanupret from %73 unwind label %23, !dbg !94

74:                                               ; preds = %31
  %75 = cleanuppad within %26 [], !dbg !107
  call void @__cxa_end_catch() #6 [ "funclet"(token %75) ], !dbg !107
  cleanupret from %75 unwind to caller, !dbg !107

76:                                               ; preds = %48
  %77 = cleanuppad within none [], !dbg !112
  %78 = icmp eq %struct.Fragile* %46, %49, !dbg !112
  br i1 %78, label %84, label %79, !dbg !112

79:                                               ; preds = %79, %76
  %80 = phi %struct.Fragile* [ %49, %76 ], [ %81, %79 ], !dbg !112
  %81 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %80, i32 -1, !dbg !112
  %82 = call noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %81) #6 [ "funclet"(token %77) ], !dbg !112
  %83 = icmp eq %struct.Fragile* %81, %46, !dbg !112
  br i1 %83, label %84, label %79, !dbg !112

84:                                               ; preds = %79, %76
  cleanupret from %77 unwind label %85, !dbg !112

85:                                               ; preds = %84
  %86 = cleanuppad within none [], !dbg !112
  call void @_ZdaPv(i8* noundef %42) #14 [ "funclet"(token %86) ], !dbg !112
  cleanupret from %86 unwind label %87, !dbg !112

87:                                               ; preds = %85, %41
  %88 = catchswitch within none [label %89] unwind to caller, !dbg !115

89:                                               ; preds = %87
  %90 = catchpad within %88 [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !115
  %91 = call i8* @llvm.wasm.get.exception(token %90), !dbg !115
  store i8* %91, i8** %3, align 4, !dbg !115
  %92 = call i32 @llvm.wasm.get.ehselector(token %90), !dbg !115
  %93 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6, !dbg !115
  %94 = icmp eq i32 %92, %93, !dbg !115
  br i1 %94, label %95, label %107, !dbg !115

95:                                               ; preds = %89
  call void @llvm.dbg.declare(metadata i32* %6, metadata !116, metadata !DIExpression()), !dbg !117
  %96 = load i8*, i8** %3, align 4, !dbg !115
  %97 = call i8* @__cxa_begin_catch(i8* %96) #6 [ "funclet"(token %90) ], !dbg !115
  %98 = bitcast i8* %97 to i32*, !dbg !115
  %99 = load i32, i32* %98, align 4, !dbg !115
  store i32 %99, i32* %6, align 4, !dbg !115
  %100 = load i32, i32* %6, align 4, !dbg !118
  %101 = load i32, i32* @_ZL5ctors, align 4, !dbg !120
  %102 = load i32, i32* @_ZL5dtors, align 4, !dbg !121
  %103 = load i32, i32* @_ZL5frees, align 4, !dbg !122
  %104 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103) [ "funclet"(token %90) ]
          to label %105 unwind label %140, !dbg !123

105:                                              ; preds = %95
  call void @__cxa_end_catch() #6 [ "funclet"(token %90) ], !dbg !124
  catchret from %90 to label %106, !dbg !124

106:                                              ; preds = %105
  br label %108, !dbg !124

107:                                              ; preds = %89
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %90) ], !dbg !124
  unreachable, !dbg !124

108:                                              ; preds = %106, %70
  call void @llvm.dbg.declare(metadata i32* %7, metadata !125, metadata !DIExpression()), !dbg !126
  store i32 0, i32* %7, align 4, !dbg !126
  call void @llvm.dbg.declare(metadata i32* %8, metadata !127, metadata !DIExpression()), !dbg !129
  store i32 0, i32* %8, align 4, !dbg !129
  br label %109, !dbg !130

109:                                              ; preds = %134, %108
  %110 = load i32, i32* %8, align 4, !dbg !131
  %111 = icmp slt i32 %110, 5, !dbg !133
  br i1 %111, label %112, label %144, !dbg !134

112:                                              ; preds = %109
  %113 = load i32, i32* %8, align 4, !dbg !135
  %114 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %113)
          to label %137 unwind label %115, !dbg !138

115:                                              ; preds = %112
  %116 = catchswitch within none [label %117] unwind to caller, !dbg !139

117:                                              ; preds = %115
  %118 = catchpad within %116 [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !139
  %119 = call i8* @llvm.wasm.get.exception(token %118), !dbg !139
  store i8* %119, i8** %3, align 4, !dbg !139
  %120 = call i32 @llvm.wasm.get.ehselector(token %118), !dbg !139
  %121 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6, !dbg !139
  %122 = icmp eq i32 %120, %121, !dbg !139
  br i1 %122, label %123, label %132, !dbg !139

123:                                              ; preds = %117
  call void @llvm.dbg.declare(metadata i32* %9, metadata !140, metadata !DIExpression()), !dbg !141
  %124 = load i8*, i8** %3, align 4, !dbg !139
  %125 = call i8* @__cxa_begin_catch(i8* %124) #6 [ "funclet"(token %118) ], !dbg !139
  %126 = bitcast i8* %125 to i32*, !dbg !139
  %127 = load i32, i32* %126, align 4, !dbg !139
  store i32 %127, i32* %9, align 4, !dbg !139
  %128 = load i32, i32* %9, align 4, !dbg !142
  %129 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %128) [ "funclet"(token %118) ]
          to label %130 unwind label %142, !dbg !144

130:                                              ; preds = %123
  call void @__cxa_end_catch() #6 [ "funclet"(token %118) ], !dbg !145
  catchret from %118 to label %131, !dbg !145

131:                                              ; preds = %130
  br label %133, !dbg !145

132:                                              ; preds = %117
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %118) ], !dbg !145
  unreachable, !dbg !145

133:                                              ; preds = %131, %137
  br label %134, !dbg !146

134:                                              ; preds = %133
  %135 = load i32, i32* %8, align 4, !dbg !147
  %136 = add nsw i32 %135, 1, !dbg !147
  store i32 %136, i32* %8, align 4, !dbg !147
  br label %109, !dbg !148, !llvm.loop !149

137:                                              ; preds = %112
  %138 = load i32, i32* %7, align 4, !dbg !152
  %139 = add nsw i32 %138, %114, !dbg !152
  store i32 %139, i32* %7, align 4, !dbg !152
  br label %133, !dbg !139

140:                                              ; preds = %95
  %141 = cleanuppad within %90 [], !dbg !124
  call void @__cxa_end_catch() #6 [ "funclet"(token %141) ], !dbg !124
  cleanupret from %141 unwind to caller, !dbg !124

142:                                              ; preds = %123
  %143 = cleanuppad within %118 [], !dbg !145
  call void @__cxa_end_catch() #6 [ "funclet"(token %143) ], !dbg !145
  cleanupret from %143 unwind to caller, !dbg !145

144:                                              ; preds = %109
  %145 = load i32, i32* %7, align 4, !dbg !153
  %146 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #6, !dbg !154
  %147 = call noundef i32 @_ZL5neveri(i32 noundef 1) #6, !dbg !155
  %148 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %145, i32 noundef %146, i32 noundef %147), !dbg !156
  %149 = call noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 7), !dbg !157
  %150 = call noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef @_ZL10throw_longi, i32 noundef 3), !dbg !158
  %151 = call noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 1), !dbg !159
  %152 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %149, i32 noundef %150, i32 noundef %151), !dbg !160
  call void @llvm.dbg.declare(metadata %class.anon* %10, metadata !161, metadata !DIExpression()), !dbg !166
  %153 = getelementptr inbounds %class.anon, %class.anon* %10, i32 0, i32 0, !dbg !167
  store i32* %7, i32** %153, align 4, !dbg !167
  call void @llvm.dbg.declare(metadata i32* %11, metadata !168, metadata !DIExpression()), !dbg !170
  store i32 0, i32* %11, align 4, !dbg !170
  br label %154, !dbg !171

154:                                              ; preds = %179, %144
  %155 = load i32, i32* %11, align 4, !dbg !172
  %156 = icmp slt i32 %155, 4, !dbg !174
  br i1 %156, label %157, label %186, !dbg !175

157:                                              ; preds = %154
  %158 = load i32, i32* %11, align 4, !dbg !176
  invoke void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %158)
          to label %182 unwind label %159, !dbg !179

159:                                              ; preds = %157
  %160 = catchswitch within none [label %161] unwind to caller, !dbg !180

161:                                              ; preds = %159
  %162 = catchpad within %160 [i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)], !dbg !180
  %163 = call i8* @llvm.wasm.get.exception(token %162), !dbg !180
  store i8* %163, i8** %3, align 4, !dbg !180
  %164 = call i32 @llvm.wasm.get.ehselector(token %162), !dbg !180
  %165 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #6, !dbg !180
  %166 = icmp eq i32 %164, %165, !dbg !180
  br i1 %166, label %167, label %177, !dbg !180

167:                                              ; preds = %161
  call void @llvm.dbg.declare(metadata %struct.Fragile** %12, metadata !181, metadata !DIExpression()), !dbg !183
  %168 = load i8*, i8** %3, align 4, !dbg !180
  %169 = call i8* @__cxa_begin_catch(i8* %168) #6 [ "funclet"(token %162) ], !dbg !180
  %170 = bitcast i8* %169 to %struct.Fragile*, !dbg !180
  store %struct.Fragile* %170, %struct.Fragile** %12, align 4, !dbg !180
  %171 = load %struct.Fragile*, %struct.Fragile** %12, align 4, !dbg !184
  %172 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %171, i32 0, i32 0, !dbg !186
  %173 = load i32, i32* %172, align 4, !dbg !186
  %174 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %173) [ "funclet"(token %162) ]
          to label %175 unwind label %183, !dbg !187

175:                                              ; preds = %167
  call void @__cxa_end_catch() [ "funclet"(token %162) ], !dbg !188
  catchret from %162 to label %176, !dbg !188

176:                                              ; preds = %175
  br label %178, !dbg !188

177:                                              ; preds = %161
  call void @llvm.wasm.rethrow() #8 [ "funclet"(token %162) ], !dbg !188
  unreachable, !dbg !188

178:                                              ; preds = %176, %182
  br label %179, !dbg !189

179:                                              ; preds = %178
  %180 = load i32, i32* %11, align 4, !dbg !190
  %181 = add nsw i32 %180, 1, !dbg !190
  store i32 %181, i32* %11, align 4, !dbg !190
  br label %154, !dbg !191, !llvm.loop !192

182:                                              ; preds = %157
  br label %178, !dbg !180

183:                                              ; preds = %167
  %184 = cleanuppad within %162 [], !dbg !188
  invoke void @__cxa_end_catch() [ "funclet"(token %184) ]
          to label %185 unwind label %205, !dbg !188

185:                                              ; preds = %183
  cleanupret from %184 unwind to caller, !dbg !188

186:                                              ; preds = %154
  call void @llvm.dbg.declare(metadata i32* %13, metadata !194, metadata !DIExpression()), !dbg !196
  store i32 0, i32* %13, align 4, !dbg !196
  br label %187, !dbg !197

187:                                              ; preds = %195, %186
  %188 = load i32, i32* %13, align 4, !dbg !198
  %189 = icmp slt i32 %188, 3, !dbg !200
  br i1 %189, label %190, label %198, !dbg !201

190:                                              ; preds = %187
  %191 = load i32, i32* %13, align 4, !dbg !202
  %192 = load i32, i32* %13, align 4, !dbg !203
  %193 = call noundef i32 @_ZL7layeredi(i32 noundef %192), !dbg !204
  %194 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %191, i32 noundef %193), !dbg !205
  br label %195, !dbg !205

195:                                              ; preds = %190
  %196 = load i32, i32* %13, align 4, !dbg !206
  %197 = add nsw i32 %196, 1, !dbg !206
  store i32 %197, i32* %13, align 4, !dbg !206
  br label %187, !dbg !207, !llvm.loop !208

198:                                              ; preds = %187
  %199 = load i32, i32* @_ZL6allocs, align 4, !dbg !210
  %200 = load i32, i32* @_ZL5frees, align 4, !dbg !211
  %201 = load i32, i32* @_ZL5ctors, align 4, !dbg !212
  %202 = load i32, i32* @_ZL5dtors, align 4, !dbg !213
  %203 = load i32, i32* %7, align 4, !dbg !214
  %204 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %199, i32 noundef %200, i32 noundef %201, i32 noundef %202, i32 noundef %203), !dbg !215
  ret i32 0, !dbg !216

205:                                              ; preds = %183
  %206 = cleanuppad within %184 [], !dbg !188
  call void @_ZSt9terminatev() #12 [ "funclet"(token %206) ], !dbg !188
  unreachable, !dbg !188
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat !dbg !217 {
  %3 = alloca %struct.Fragile*, align 4
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %3, metadata !218, metadata !DIExpression()), !dbg !219
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !220, metadata !DIExpression()), !dbg !221
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0, !dbg !222
  %7 = load i32, i32* %4, align 4, !dbg !223
  store i32 %7, i32* %6, align 4, !dbg !222
  %8 = load i32, i32* %4, align 4, !dbg !224
  %9 = icmp eq i32 %8, 13, !dbg !227
  br i1 %9, label %10, label %13, !dbg !228

10:                                               ; preds = %2
  %11 = call i8* @__cxa_allocate_exception(i32 4) #6, !dbg !229
  %12 = bitcast i8* %11 to i8**, !dbg !229
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %12, align 16, !dbg !229
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #8, !dbg !229
  unreachable, !dbg !229

13:                                               ; preds = %2
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !230
  %15 = add nsw i32 %14, 1, !dbg !230
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !230
  ret %struct.Fragile* %5, !dbg !231
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #6

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #6

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #8

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat !dbg !232 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !233, metadata !DIExpression()), !dbg !234
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %3, i32 0, i32 0, !dbg !235
  %5 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !236
  store i32 %5, i32* %4, align 4, !dbg !235
  %6 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !237
  %7 = add nsw i32 %6, -1, !dbg !237
  store i32 %7, i32* @_ZN7Fragile6budgetE, align 4, !dbg !237
  %8 = icmp slt i32 %7, 0, !dbg !240
  br i1 %8, label %9, label %13, !dbg !241

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #6, !dbg !242
  %11 = bitcast i8* %10 to i32*, !dbg !242
  %12 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !243
  store i32 %12, i32* %11, align 16, !dbg !242
  call void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8, !dbg !242
  unreachable, !dbg !242

13:                                               ; preds = %1
  %14 = load i32, i32* @_ZL5ctors, align 4, !dbg !244
  %15 = add nsw i32 %14, 1, !dbg !244
  store i32 %15, i32* @_ZL5ctors, align 4, !dbg !244
  ret %struct.Fragile* %3, !dbg !245
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #9 comdat !dbg !246 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Fragile** %2, metadata !247, metadata !DIExpression()), !dbg !248
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = load i32, i32* @_ZL5dtors, align 4, !dbg !249
  %5 = add nsw i32 %4, 1, !dbg !249
  store i32 %5, i32* @_ZL5dtors, align 4, !dbg !249
  ret %struct.Fragile* %3, !dbg !251
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #10 !dbg !252 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !255, metadata !DIExpression()), !dbg !256
  %3 = load i32, i32* %2, align 4, !dbg !257
  %4 = icmp sgt i32 %3, 2, !dbg !259
  br i1 %4, label %5, label %10, !dbg !260

5:                                                ; preds = %1
  %6 = call i8* @__cxa_allocate_exception(i32 4) #6, !dbg !261
  %7 = bitcast i8* %6 to i32*, !dbg !261
  %8 = load i32, i32* %2, align 4, !dbg !262
  %9 = mul nsw i32 %8, 2, !dbg !263
  store i32 %9, i32* %7, align 16, !dbg !261
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8, !dbg !261
  unreachable, !dbg !261

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4, !dbg !264
  ret i32 %11, !dbg !265
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #11 !dbg !266 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !267, metadata !DIExpression()), !dbg !268
  %3 = load i32, i32* %2, align 4, !dbg !269
  %4 = add nsw i32 %3, 1, !dbg !270
  ret i32 %4, !dbg !271
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #11 !dbg !272 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !273, metadata !DIExpression()), !dbg !274
  %3 = load i32, i32* %2, align 4, !dbg !275
  %4 = sub nsw i32 %3, 1, !dbg !276
  ret i32 %4, !dbg !277
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #10 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !278 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i16, align 2
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !286, metadata !DIExpression()), !dbg !287
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !288, metadata !DIExpression()), !dbg !289
  %8 = load void (i32)*, void (i32)** %4, align 4, !dbg !290
  %9 = load i32, i32* %5, align 4, !dbg !292
  invoke void %8(i32 noundef %9)
          to label %28 unwind label %10, !dbg !290

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller, !dbg !293

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIs to i8*), i8* null], !dbg !293
  %14 = call i8* @llvm.wasm.get.exception(token %13), !dbg !293
  store i8* %14, i8** %6, align 4, !dbg !293
  %15 = call i32 @llvm.wasm.get.ehselector(token %13), !dbg !293
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #6, !dbg !293
  %17 = icmp eq i32 %15, %16, !dbg !293
  br i1 %17, label %18, label %25, !dbg !293

18:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i16* %7, metadata !294, metadata !DIExpression()), !dbg !295
  %19 = load i8*, i8** %6, align 4, !dbg !296
  %20 = call i8* @__cxa_begin_catch(i8* %19) #6 [ "funclet"(token %13) ], !dbg !296
  %21 = bitcast i8* %20 to i16*, !dbg !296
  %22 = load i16, i16* %21, align 2, !dbg !296
  store i16 %22, i16* %7, align 2, !dbg !296
  %23 = load i16, i16* %7, align 2, !dbg !298
  %24 = sext i16 %23 to i32, !dbg !298
  store i32 %24, i32* %3, align 4, !dbg !300
  call void @__cxa_end_catch() #6 [ "funclet"(token %13) ], !dbg !301
  catchret from %13 to label %30, !dbg !301

25:                                               ; preds = %12
  %26 = load i8*, i8** %6, align 4, !dbg !293
  %27 = call i8* @__cxa_begin_catch(i8* %26) #6 [ "funclet"(token %13) ], !dbg !293
  store i32 -1, i32* %3, align 4, !dbg !302
  call void @__cxa_end_catch() [ "funclet"(token %13) ], !dbg !296
  catchret from %13 to label %29, !dbg !296

28:                                               ; preds = %2
  br label %31, !dbg !293

29:                                               ; preds = %25
  br label %32

30:                                               ; preds = %18
  br label %32

31:                                               ; preds = %28
  store i32 0, i32* %3, align 4, !dbg !303
  br label %32, !dbg !303

32:                                               ; preds = %31, %30, %29
  %33 = load i32, i32* %3, align 4, !dbg !304
  ret i32 %33, !dbg !304
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11throw_shorti(i32 noundef %0) #10 !dbg !305 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !306, metadata !DIExpression()), !dbg !307
  %3 = call i8* @__cxa_allocate_exception(i32 2) #6, !dbg !308
  %4 = bitcast i8* %3 to i16*, !dbg !308
  %5 = load i32, i32* %2, align 4, !dbg !309
  %6 = trunc i32 %5 to i16, !dbg !309
  store i16 %6, i16* %4, align 16, !dbg !308
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #8, !dbg !308
  unreachable, !dbg !308
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #10 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !310 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i64, align 8
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !313, metadata !DIExpression()), !dbg !314
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !315, metadata !DIExpression()), !dbg !316
  %8 = load void (i32)*, void (i32)** %4, align 4, !dbg !317
  %9 = load i32, i32* %5, align 4, !dbg !319
  invoke void %8(i32 noundef %9)
          to label %28 unwind label %10, !dbg !317

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller, !dbg !320

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIx to i8*), i8* null], !dbg !320
  %14 = call i8* @llvm.wasm.get.exception(token %13), !dbg !320
  store i8* %14, i8** %6, align 4, !dbg !320
  %15 = call i32 @llvm.wasm.get.ehselector(token %13), !dbg !320
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #6, !dbg !320
  %17 = icmp eq i32 %15, %16, !dbg !320
  br i1 %17, label %18, label %25, !dbg !320

18:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i64* %7, metadata !321, metadata !DIExpression()), !dbg !322
  %19 = load i8*, i8** %6, align 4, !dbg !323
  %20 = call i8* @__cxa_begin_catch(i8* %19) #6 [ "funclet"(token %13) ], !dbg !323
  %21 = bitcast i8* %20 to i64*, !dbg !323
  %22 = load i64, i64* %21, align 8, !dbg !323
  store i64 %22, i64* %7, align 8, !dbg !323
  %23 = load i64, i64* %7, align 8, !dbg !325
  %24 = trunc i64 %23 to i32, !dbg !325
  store i32 %24, i32* %3, align 4, !dbg !327
  call void @__cxa_end_catch() #6 [ "funclet"(token %13) ], !dbg !328
  catchret from %13 to label %30, !dbg !328

25:                                               ; preds = %12
  %26 = load i8*, i8** %6, align 4, !dbg !320
  %27 = call i8* @__cxa_begin_catch(i8* %26) #6 [ "funclet"(token %13) ], !dbg !320
  store i32 -1, i32* %3, align 4, !dbg !329
  call void @__cxa_end_catch() [ "funclet"(token %13) ], !dbg !323
  catchret from %13 to label %29, !dbg !323

28:                                               ; preds = %2
  br label %31, !dbg !320

29:                                               ; preds = %25
  br label %32

30:                                               ; preds = %18
  br label %32

31:                                               ; preds = %28
  store i32 0, i32* %3, align 4, !dbg !330
  br label %32, !dbg !330

32:                                               ; preds = %31, %30, %29
  %33 = load i32, i32* %3, align 4, !dbg !331
  ret i32 %33, !dbg !331
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10throw_longi(i32 noundef %0) #10 !dbg !332 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !333, metadata !DIExpression()), !dbg !334
  %3 = call i8* @__cxa_allocate_exception(i32 8) #6, !dbg !335
  %4 = bitcast i8* %3 to i64*, !dbg !335
  %5 = load i32, i32* %2, align 4, !dbg !336
  %6 = sext i32 %5 to i64, !dbg !336
  %7 = mul nsw i64 %6, 1000, !dbg !337
  store i64 %7, i64* %4, align 16, !dbg !335
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #8, !dbg !335
  unreachable, !dbg !335
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #10 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !338 {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  store void (i32)* %0, void (i32)** %4, align 4
  call void @llvm.dbg.declare(metadata void (i32)** %4, metadata !341, metadata !DIExpression()), !dbg !342
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !343, metadata !DIExpression()), !dbg !344
  %8 = load void (i32)*, void (i32)** %4, align 4, !dbg !345
  %9 = load i32, i32* %5, align 4, !dbg !347
  invoke void %8(i32 noundef %9)
          to label %27 unwind label %10, !dbg !345

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller, !dbg !348

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIi to i8*), i8* null], !dbg !348
  %14 = call i8* @llvm.wasm.get.exception(token %13), !dbg !348
  store i8* %14, i8** %6, align 4, !dbg !348
  %15 = call i32 @llvm.wasm.get.ehselector(token %13), !dbg !348
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6, !dbg !348
  %17 = icmp eq i32 %15, %16, !dbg !348
  br i1 %17, label %18, label %24, !dbg !348

18:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i32* %7, metadata !349, metadata !DIExpression()), !dbg !350
  %19 = load i8*, i8** %6, align 4, !dbg !351
  %20 = call i8* @__cxa_begin_catch(i8* %19) #6 [ "funclet"(token %13) ], !dbg !351
  %21 = bitcast i8* %20 to i32*, !dbg !351
  %22 = load i32, i32* %21, align 4, !dbg !351
  store i32 %22, i32* %7, align 4, !dbg !351
  %23 = load i32, i32* %7, align 4, !dbg !353
  store i32 %23, i32* %3, align 4, !dbg !355
  call void @__cxa_end_catch() #6 [ "funclet"(token %13) ], !dbg !356
  catchret from %13 to label %29, !dbg !356

24:                                               ; preds = %12
  %25 = load i8*, i8** %6, align 4, !dbg !348
  %26 = call i8* @__cxa_begin_catch(i8* %25) #6 [ "funclet"(token %13) ], !dbg !348
  store i32 -1, i32* %3, align 4, !dbg !357
  call void @__cxa_end_catch() [ "funclet"(token %13) ], !dbg !351
  catchret from %13 to label %28, !dbg !351

27:                                               ; preds = %2
  br label %30, !dbg !348

28:                                               ; preds = %24
  br label %31

29:                                               ; preds = %18
  br label %31

30:                                               ; preds = %27
  store i32 0, i32* %3, align 4, !dbg !358
  br label %31, !dbg !358

31:                                               ; preds = %30, %29, %28
  %32 = load i32, i32* %3, align 4, !dbg !359
  ret i32 %32, !dbg !359
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #10 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !360 {
  %3 = alloca %class.anon*, align 4
  %4 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 4
  call void @llvm.dbg.declare(metadata %class.anon** %3, metadata !369, metadata !DIExpression()), !dbg !371
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !372, metadata !DIExpression()), !dbg !373
  %5 = load %class.anon*, %class.anon** %3, align 4
  %6 = load i32, i32* %4, align 4, !dbg !374
  %7 = and i32 %6, 1, !dbg !376
  %8 = icmp ne i32 %7, 0, !dbg !374
  br i1 %8, label %9, label %18, !dbg !377

9:                                                ; preds = %2
  %10 = call i8* @__cxa_allocate_exception(i32 4) #6, !dbg !378
  %11 = bitcast i8* %10 to %struct.Fragile*, !dbg !378
  %12 = load i32, i32* %4, align 4, !dbg !379
  %13 = mul nsw i32 %12, 3, !dbg !380
  %14 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %13)
          to label %15 unwind label %16, !dbg !381

15:                                               ; preds = %9
  call void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #8, !dbg !378
  unreachable, !dbg !378

16:                                               ; preds = %9
  %17 = cleanuppad within none [], !dbg !378
  call void @__cxa_free_exception(i8* %10) #6 [ "funclet"(token %17) ], !dbg !378
  cleanupret from %17 unwind to caller, !dbg !378

18:                                               ; preds = %2
  %19 = load i32, i32* %4, align 4, !dbg !382
  %20 = getelementptr inbounds %class.anon, %class.anon* %5, i32 0, i32 0, !dbg !383
  %21 = load i32*, i32** %20, align 4, !dbg !383
  %22 = load i32, i32* %21, align 4, !dbg !384
  %23 = add nsw i32 %22, %19, !dbg !384
  store i32 %23, i32* %21, align 4, !dbg !384
  ret void, !dbg !385
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #10 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !386 {
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
  call void @llvm.dbg.declare(metadata i32* %3, metadata !387, metadata !DIExpression()), !dbg !388
  call void @llvm.dbg.declare(metadata %struct.Scope* %4, metadata !389, metadata !DIExpression()), !dbg !390
  %12 = call noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)), !dbg !390
  call void @llvm.dbg.declare(metadata %struct.Scope* %5, metadata !391, metadata !DIExpression()), !dbg !393
  %13 = invoke noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0))
          to label %14 unwind label %68, !dbg !393

14:                                               ; preds = %1
  call void @llvm.dbg.declare(metadata %struct.Scope* %6, metadata !394, metadata !DIExpression()), !dbg !396
  %15 = invoke noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0))
          to label %16 unwind label %28, !dbg !396

16:                                               ; preds = %14
  %17 = load i32, i32* %3, align 4, !dbg !397
  %18 = icmp sgt i32 %17, 0, !dbg !399
  br i1 %18, label %19, label %23, !dbg !400

19:                                               ; preds = %16
  %20 = call i8* @__cxa_allocate_exception(i32 4) #6, !dbg !401
  %21 = bitcast i8* %20 to i32*, !dbg !401
  %22 = load i32, i32* %3, align 4, !dbg !402
  store i32 %22, i32* %21, align 16, !dbg !401
  invoke void @__cxa_throw(i8* %20, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %92 unwind label %25, !dbg !401

23:                                               ; preds = %16
  %24 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %6) #6, !dbg !403
  br label %51, !dbg !404

25:                                               ; preds = %19
  %26 = cleanuppad within none [], !dbg !403
  %27 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %6) #6 [ "funclet"(token %26) ], !dbg !403
  cleanupret from %26 unwind label %28, !dbg !403

28:                                               ; preds = %25, %14
  %29 = catchswitch within none [label %30] unwind label %65, !dbg !404

30:                                               ; preds = %28
  %31 = catchpad within %29 [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !404
  %32 = call i8* @llvm.wasm.get.exception(token %31), !dbg !404
  store i8* %32, i8** %7, align 4, !dbg !404
  %33 = call i32 @llvm.wasm.get.ehselector(token %31), !dbg !404
  %34 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6, !dbg !404
  %35 = icmp eq i32 %33, %34, !dbg !404
  br i1 %35, label %36, label %50, !dbg !404

36:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata i32* %8, metadata !405, metadata !DIExpression()), !dbg !406
  %37 = load i8*, i8** %7, align 4, !dbg !404
  %38 = call i8* @__cxa_begin_catch(i8* %37) #6 [ "funclet"(token %31) ], !dbg !404
  %39 = bitcast i8* %38 to i32*, !dbg !404
  %40 = load i32, i32* %39, align 4, !dbg !404
  store i32 %40, i32* %8, align 4, !dbg !404
  call void @llvm.dbg.declare(metadata %struct.Scope* %9, metadata !407, metadata !DIExpression()), !dbg !409
  %41 = invoke noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %9, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) [ "funclet"(token %31) ]
          to label %42 unwind label %62, !dbg !409

42:                                               ; preds = %36
  %43 = load i32, i32* %8, align 4, !dbg !410
  %44 = icmp sgt i32 %43, 1, !dbg !412
  br i1 %44, label %45, label %56, !dbg !413

45:                                               ; preds = %42
  %46 = call i8* @__cxa_allocate_exception(i32 4) #6 [ "funclet"(token %31) ], !dbg !414
  %47 = bitcast i8* %46 to i32*, !dbg !414
  %48 = load i32, i32* %8, align 4, !dbg !415
  %49 = add nsw i32 %48, 10, !dbg !416
  store i32 %49, i32* %47, align 16, !dbg !414
  invoke void @__cxa_throw(i8* %46, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8 [ "funclet"(token %31) ]
          to label %92 unwind label %59, !dbg !414

50:                                               ; preds = %30
  invoke void @llvm.wasm.rethrow() #8 [ "funclet"(token %31) ]
          to label %92 unwind label %65, !dbg !417

51:                                               ; preds = %23
  store i32 0, i32* %10, align 4, !dbg !418
  br label %52, !dbg !418

52:                                               ; preds = %51, %64
  %53 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #6, !dbg !418
  %54 = load i32, i32* %10, align 4
  switch i32 %54, label %86 [
    i32 0, label %55
  ]

55:                                               ; preds = %52
  br label %84, !dbg !419

56:                                               ; preds = %42
  %57 = load i32, i32* %8, align 4, !dbg !420
  store i32 %57, i32* %2, align 4, !dbg !421
  store i32 1, i32* %10, align 4
  %58 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %9) #6 [ "funclet"(token %31) ], !dbg !422
  call void @__cxa_end_catch() #6 [ "funclet"(token %31) ], !dbg !417
  catchret from %31 to label %64, !dbg !417

59:                                               ; preds = %45
  %60 = cleanuppad within %31 [], !dbg !422
  %61 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %9) #6 [ "funclet"(token %60) ], !dbg !422
  cleanupret from %60 unwind label %62, !dbg !422

62:                                               ; preds = %59, %36
  %63 = cleanuppad within %31 [], !dbg !417
  call void @__cxa_end_catch() #6 [ "funclet"(token %63) ], !dbg !417
  cleanupret from %63 unwind label %65, !dbg !417

64:                                               ; preds = %56
  br label %52

65:                                               ; preds = %50, %62, %28
  %66 = cleanuppad within none [], !dbg !418
  %67 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #6 [ "funclet"(token %66) ], !dbg !418
  cleanupret from %66 unwind label %68, !dbg !418

68:                                               ; preds = %65, %1
  %69 = catchswitch within none [label %70] unwind label %89, !dbg !419

70:                                               ; preds = %68
  %71 = catchpad within %69 [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !419
  %72 = call i8* @llvm.wasm.get.exception(token %71), !dbg !419
  store i8* %72, i8** %7, align 4, !dbg !419
  %73 = call i32 @llvm.wasm.get.ehselector(token %71), !dbg !419
  %74 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6, !dbg !419
  %75 = icmp eq i32 %73, %74, !dbg !419
  br i1 %75, label %76, label %83, !dbg !419

76:                                               ; preds = %70
  call void @llvm.dbg.declare(metadata i32* %11, metadata !423, metadata !DIExpression()), !dbg !424
  %77 = load i8*, i8** %7, align 4, !dbg !419
  %78 = call i8* @__cxa_begin_catch(i8* %77) #6 [ "funclet"(token %71) ], !dbg !419
  %79 = bitcast i8* %78 to i32*, !dbg !419
  %80 = load i32, i32* %79, align 4, !dbg !419
  store i32 %80, i32* %11, align 4, !dbg !419
  %81 = load i32, i32* %11, align 4, !dbg !425
  %82 = mul nsw i32 %81, 100, !dbg !427
  store i32 %82, i32* %2, align 4, !dbg !428
  store i32 1, i32* %10, align 4
  call void @__cxa_end_catch() #6 [ "funclet"(token %71) ], !dbg !429
  catchret from %71 to label %85, !dbg !429

83:                                               ; preds = %70
  invoke void @llvm.wasm.rethrow() #8 [ "funclet"(token %71) ]
          to label %92 unwind label %89, !dbg !429

84:                                               ; preds = %55
  store i32 0, i32* %2, align 4, !dbg !430
  store i32 1, i32* %10, align 4
  br label %86, !dbg !430

85:                                               ; preds = %76
  br label %86

86:                                               ; preds = %84, %85, %52
  %87 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #6, !dbg !431
  %88 = load i32, i32* %2, align 4, !dbg !431
  ret i32 %88, !dbg !431

89:                                               ; preds = %83, %68
  %90 = cleanuppad within none [], !dbg !431
  %91 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #6 [ "funclet"(token %90) ], !dbg !431
  cleanupret from %90 unwind to caller, !dbg !431

92:                                               ; preds = %83, %50, %45, %19
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #9 comdat !dbg !432 {
  %3 = alloca %struct.Scope*, align 4
  %4 = alloca i8*, align 4
  store %struct.Scope* %0, %struct.Scope** %3, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %3, metadata !433, metadata !DIExpression()), !dbg !435
  store i8* %1, i8** %4, align 4
  call void @llvm.dbg.declare(metadata i8** %4, metadata !436, metadata !DIExpression()), !dbg !437
  %5 = load %struct.Scope*, %struct.Scope** %3, align 4
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0, !dbg !438
  %7 = load i8*, i8** %4, align 4, !dbg !439
  store i8* %7, i8** %6, align 4, !dbg !438
  ret %struct.Scope* %5, !dbg !440
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #9 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !441 {
  %2 = alloca %struct.Scope*, align 4
  store %struct.Scope* %0, %struct.Scope** %2, align 4
  call void @llvm.dbg.declare(metadata %struct.Scope** %2, metadata !442, metadata !DIExpression()), !dbg !443
  %3 = load %struct.Scope*, %struct.Scope** %2, align 4
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0, !dbg !444
  %5 = load i8*, i8** %4, align 4, !dbg !444
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8, !dbg !446

7:                                                ; preds = %1
  ret %struct.Scope* %3, !dbg !447

8:                                                ; preds = %1
  %9 = cleanuppad within none [], !dbg !446
  call void @_ZSt9terminatev() #12 [ "funclet"(token %9) ], !dbg !446
  unreachable, !dbg !446
}

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readnone }
attributes #8 = { noreturn }
attributes #9 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !8, identifier: "_ZTS7Fragile")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: 0)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, identifier: "_ZTS5Scope")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: 0)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: 0)
!31 = !DISubroutineType(types: !32)
!32 = !{null, !29}
!33 = !{!34, !0, !36, !38, !40}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!42 = !{i32 7, !"Dwarf Version", i32 4}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{!"Debian clang version 14.0.6"}
!46 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !47, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !50}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!50 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!51 = !{}
!52 = !DILocalVariable(name: "n", arg: 1, scope: !46, file: !3, line: 15, type: !50)
!53 = !DILocation(line: 15, column: 34, scope: !46)
!54 = !DILocation(line: 15, column: 39, scope: !46)
!55 = !DILocation(line: 15, column: 63, scope: !46)
!56 = !DILocation(line: 15, column: 56, scope: !46)
!57 = !DILocation(line: 15, column: 49, scope: !46)
!58 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !47, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!59 = !DILocalVariable(name: "n", arg: 1, scope: !58, file: !3, line: 16, type: !50)
!60 = !DILocation(line: 16, column: 36, scope: !58)
!61 = !DILocation(line: 16, column: 41, scope: !58)
!62 = !DILocation(line: 16, column: 65, scope: !58)
!63 = !DILocation(line: 16, column: 58, scope: !58)
!64 = !DILocation(line: 16, column: 51, scope: !58)
!65 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !66, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !49}
!68 = !DILocalVariable(name: "p", arg: 1, scope: !65, file: !3, line: 17, type: !49)
!69 = !DILocation(line: 17, column: 28, scope: !65)
!70 = !DILocation(line: 17, column: 45, scope: !71)
!71 = distinct !DILexicalBlock(scope: !65, file: !3, line: 17, column: 45)
!72 = !DILocation(line: 17, column: 45, scope: !65)
!73 = !DILocation(line: 17, column: 48, scope: !71)
!74 = !DILocation(line: 17, column: 62, scope: !65)
!75 = !DILocation(line: 17, column: 57, scope: !65)
!76 = !DILocation(line: 17, column: 66, scope: !65)
!77 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !66, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!78 = !DILocalVariable(name: "p", arg: 1, scope: !77, file: !3, line: 18, type: !49)
!79 = !DILocation(line: 18, column: 30, scope: !77)
!80 = !DILocation(line: 18, column: 47, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 18, column: 47)
!82 = !DILocation(line: 18, column: 47, scope: !77)
!83 = !DILocation(line: 18, column: 50, scope: !81)
!84 = !DILocation(line: 18, column: 64, scope: !77)
!85 = !DILocation(line: 18, column: 59, scope: !77)
!86 = !DILocation(line: 18, column: 68, scope: !77)
!87 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !88, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!88 = !DISubroutineType(types: !89)
!89 = !{!10}
!90 = !DILocalVariable(name: "f", scope: !91, file: !3, line: 84, type: !92)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 83, column: 7)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!93 = !DILocation(line: 84, column: 14, scope: !91)
!94 = !DILocation(line: 84, column: 18, scope: !91)
!95 = !DILocation(line: 84, column: 22, scope: !91)
!96 = !DILocation(line: 85, column: 31, scope: !91)
!97 = !DILocation(line: 85, column: 34, scope: !91)
!98 = !DILocation(line: 85, column: 5, scope: !91)
!99 = !DILocation(line: 86, column: 3, scope: !91)
!100 = !DILocalVariable(name: "msg", scope: !87, file: !3, line: 86, type: !23)
!101 = !DILocation(line: 86, column: 24, scope: !87)
!102 = !DILocation(line: 87, column: 46, scope: !103)
!103 = distinct !DILexicalBlock(scope: !87, file: !3, line: 86, column: 29)
!104 = !DILocation(line: 87, column: 51, scope: !103)
!105 = !DILocation(line: 87, column: 59, scope: !103)
!106 = !DILocation(line: 87, column: 5, scope: !103)
!107 = !DILocation(line: 88, column: 3, scope: !103)
!108 = !DILocation(line: 91, column: 19, scope: !87)
!109 = !DILocalVariable(name: "arr", scope: !110, file: !3, line: 93, type: !92)
!110 = distinct !DILexicalBlock(scope: !87, file: !3, line: 92, column: 7)
!111 = !DILocation(line: 93, column: 14, scope: !110)
!112 = !DILocation(line: 93, column: 20, scope: !110)
!113 = !DILocation(line: 94, column: 14, scope: !110)
!114 = !DILocation(line: 94, column: 5, scope: !110)
!115 = !DILocation(line: 95, column: 3, scope: !110)
!116 = !DILocalVariable(name: "b", scope: !87, file: !3, line: 95, type: !10)
!117 = !DILocation(line: 95, column: 16, scope: !87)
!118 = !DILocation(line: 96, column: 70, scope: !119)
!119 = distinct !DILexicalBlock(scope: !87, file: !3, line: 95, column: 19)
!120 = !DILocation(line: 96, column: 73, scope: !119)
!121 = !DILocation(line: 96, column: 80, scope: !119)
!122 = !DILocation(line: 96, column: 87, scope: !119)
!123 = !DILocation(line: 96, column: 5, scope: !119)
!124 = !DILocation(line: 97, column: 3, scope: !119)
!125 = !DILocalVariable(name: "ok", scope: !87, file: !3, line: 99, type: !10)
!126 = !DILocation(line: 99, column: 7, scope: !87)
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 100, type: !10)
!128 = distinct !DILexicalBlock(scope: !87, file: !3, line: 100, column: 3)
!129 = !DILocation(line: 100, column: 12, scope: !128)
!130 = !DILocation(line: 100, column: 8, scope: !128)
!131 = !DILocation(line: 100, column: 19, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !3, line: 100, column: 3)
!133 = !DILocation(line: 100, column: 21, scope: !132)
!134 = !DILocation(line: 100, column: 3, scope: !128)
!135 = !DILocation(line: 102, column: 23, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 101, column: 9)
!137 = distinct !DILexicalBlock(scope: !132, file: !3, line: 100, column: 31)
!138 = !DILocation(line: 102, column: 13, scope: !136)
!139 = !DILocation(line: 103, column: 5, scope: !136)
!140 = !DILocalVariable(name: "e", scope: !137, file: !3, line: 103, type: !10)
!141 = !DILocation(line: 103, column: 18, scope: !137)
!142 = !DILocation(line: 104, column: 33, scope: !143)
!143 = distinct !DILexicalBlock(scope: !137, file: !3, line: 103, column: 21)
!144 = !DILocation(line: 104, column: 7, scope: !143)
!145 = !DILocation(line: 105, column: 5, scope: !143)
!146 = !DILocation(line: 106, column: 3, scope: !137)
!147 = !DILocation(line: 100, column: 26, scope: !132)
!148 = !DILocation(line: 100, column: 3, scope: !132)
!149 = distinct !{!149, !134, !150, !151}
!150 = !DILocation(line: 106, column: 3, scope: !128)
!151 = !{!"llvm.loop.mustprogress"}
!152 = !DILocation(line: 102, column: 10, scope: !136)
!153 = !DILocation(line: 107, column: 41, scope: !87)
!154 = !DILocation(line: 107, column: 45, scope: !87)
!155 = !DILocation(line: 107, column: 57, scope: !87)
!156 = !DILocation(line: 107, column: 3, scope: !87)
!157 = !DILocation(line: 109, column: 57, scope: !87)
!158 = !DILocation(line: 110, column: 10, scope: !87)
!159 = !DILocation(line: 110, column: 46, scope: !87)
!160 = !DILocation(line: 109, column: 3, scope: !87)
!161 = !DILocalVariable(name: "thrower", scope: !87, file: !3, line: 112, type: !162)
!162 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !87, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !163)
!163 = !{!164}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !162, file: !3, line: 112, baseType: !165, size: 32)
!165 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!166 = !DILocation(line: 112, column: 8, scope: !87)
!167 = !DILocation(line: 112, column: 18, scope: !87)
!168 = !DILocalVariable(name: "k", scope: !169, file: !3, line: 116, type: !10)
!169 = distinct !DILexicalBlock(scope: !87, file: !3, line: 116, column: 3)
!170 = !DILocation(line: 116, column: 12, scope: !169)
!171 = !DILocation(line: 116, column: 8, scope: !169)
!172 = !DILocation(line: 116, column: 19, scope: !173)
!173 = distinct !DILexicalBlock(scope: !169, file: !3, line: 116, column: 3)
!174 = !DILocation(line: 116, column: 21, scope: !173)
!175 = !DILocation(line: 116, column: 3, scope: !169)
!176 = !DILocation(line: 118, column: 15, scope: !177)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 117, column: 9)
!178 = distinct !DILexicalBlock(scope: !173, file: !3, line: 116, column: 31)
!179 = !DILocation(line: 118, column: 7, scope: !177)
!180 = !DILocation(line: 119, column: 5, scope: !177)
!181 = !DILocalVariable(name: "f", scope: !178, file: !3, line: 119, type: !182)
!182 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!183 = !DILocation(line: 119, column: 23, scope: !178)
!184 = !DILocation(line: 120, column: 44, scope: !185)
!185 = distinct !DILexicalBlock(scope: !178, file: !3, line: 119, column: 26)
!186 = !DILocation(line: 120, column: 46, scope: !185)
!187 = !DILocation(line: 120, column: 7, scope: !185)
!188 = !DILocation(line: 121, column: 5, scope: !185)
!189 = !DILocation(line: 122, column: 3, scope: !178)
!190 = !DILocation(line: 116, column: 26, scope: !173)
!191 = !DILocation(line: 116, column: 3, scope: !173)
!192 = distinct !{!192, !175, !193, !151}
!193 = !DILocation(line: 122, column: 3, scope: !169)
!194 = !DILocalVariable(name: "d", scope: !195, file: !3, line: 124, type: !10)
!195 = distinct !DILexicalBlock(scope: !87, file: !3, line: 124, column: 3)
!196 = !DILocation(line: 124, column: 12, scope: !195)
!197 = !DILocation(line: 124, column: 8, scope: !195)
!198 = !DILocation(line: 124, column: 19, scope: !199)
!199 = distinct !DILexicalBlock(scope: !195, file: !3, line: 124, column: 3)
!200 = !DILocation(line: 124, column: 21, scope: !199)
!201 = !DILocation(line: 124, column: 3, scope: !195)
!202 = !DILocation(line: 124, column: 60, scope: !199)
!203 = !DILocation(line: 124, column: 71, scope: !199)
!204 = !DILocation(line: 124, column: 63, scope: !199)
!205 = !DILocation(line: 124, column: 31, scope: !199)
!206 = !DILocation(line: 124, column: 26, scope: !199)
!207 = !DILocation(line: 124, column: 3, scope: !199)
!208 = distinct !{!208, !201, !209, !151}
!209 = !DILocation(line: 124, column: 73, scope: !195)
!210 = !DILocation(line: 125, column: 64, scope: !87)
!211 = !DILocation(line: 125, column: 72, scope: !87)
!212 = !DILocation(line: 125, column: 79, scope: !87)
!213 = !DILocation(line: 125, column: 86, scope: !87)
!214 = !DILocation(line: 125, column: 93, scope: !87)
!215 = !DILocation(line: 125, column: 3, scope: !87)
!216 = !DILocation(line: 126, column: 3, scope: !87)
!217 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !51)
!218 = !DILocalVariable(name: "this", arg: 1, scope: !217, type: !92, flags: DIFlagArtificial | DIFlagObjectPointer)
!219 = !DILocation(line: 0, scope: !217)
!220 = !DILocalVariable(name: "x", arg: 2, scope: !217, file: !3, line: 27, type: !10)
!221 = !DILocation(line: 27, column: 24, scope: !217)
!222 = !DILocation(line: 27, column: 29, scope: !217)
!223 = !DILocation(line: 27, column: 31, scope: !217)
!224 = !DILocation(line: 28, column: 9, scope: !225)
!225 = distinct !DILexicalBlock(scope: !226, file: !3, line: 28, column: 9)
!226 = distinct !DILexicalBlock(scope: !217, file: !3, line: 27, column: 34)
!227 = !DILocation(line: 28, column: 11, scope: !225)
!228 = !DILocation(line: 28, column: 9, scope: !226)
!229 = !DILocation(line: 28, column: 18, scope: !225)
!230 = !DILocation(line: 29, column: 5, scope: !226)
!231 = !DILocation(line: 30, column: 3, scope: !217)
!232 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !51)
!233 = !DILocalVariable(name: "this", arg: 1, scope: !232, type: !92, flags: DIFlagArtificial | DIFlagObjectPointer)
!234 = !DILocation(line: 0, scope: !232)
!235 = !DILocation(line: 23, column: 15, scope: !232)
!236 = !DILocation(line: 23, column: 17, scope: !232)
!237 = !DILocation(line: 24, column: 9, scope: !238)
!238 = distinct !DILexicalBlock(scope: !239, file: !3, line: 24, column: 9)
!239 = distinct !DILexicalBlock(scope: !232, file: !3, line: 23, column: 25)
!240 = !DILocation(line: 24, column: 18, scope: !238)
!241 = !DILocation(line: 24, column: 9, scope: !239)
!242 = !DILocation(line: 24, column: 23, scope: !238)
!243 = !DILocation(line: 24, column: 29, scope: !238)
!244 = !DILocation(line: 25, column: 5, scope: !239)
!245 = !DILocation(line: 26, column: 3, scope: !232)
!246 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !51)
!247 = !DILocalVariable(name: "this", arg: 1, scope: !246, type: !92, flags: DIFlagArtificial | DIFlagObjectPointer)
!248 = !DILocation(line: 0, scope: !246)
!249 = !DILocation(line: 31, column: 16, scope: !250)
!250 = distinct !DILexicalBlock(scope: !246, file: !3, line: 31, column: 14)
!251 = !DILocation(line: 31, column: 25, scope: !246)
!252 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !253, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!253 = !DISubroutineType(types: !254)
!254 = !{!10, !10}
!255 = !DILocalVariable(name: "x", arg: 1, scope: !252, file: !3, line: 36, type: !10)
!256 = !DILocation(line: 36, column: 26, scope: !252)
!257 = !DILocation(line: 37, column: 7, scope: !258)
!258 = distinct !DILexicalBlock(scope: !252, file: !3, line: 37, column: 7)
!259 = !DILocation(line: 37, column: 9, scope: !258)
!260 = !DILocation(line: 37, column: 7, scope: !252)
!261 = !DILocation(line: 37, column: 14, scope: !258)
!262 = !DILocation(line: 37, column: 20, scope: !258)
!263 = !DILocation(line: 37, column: 22, scope: !258)
!264 = !DILocation(line: 38, column: 10, scope: !252)
!265 = !DILocation(line: 38, column: 3, scope: !252)
!266 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !253, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!267 = !DILocalVariable(name: "x", arg: 1, scope: !266, file: !3, line: 40, type: !10)
!268 = !DILocation(line: 40, column: 24, scope: !266)
!269 = !DILocation(line: 40, column: 44, scope: !266)
!270 = !DILocation(line: 40, column: 46, scope: !266)
!271 = !DILocation(line: 40, column: 37, scope: !266)
!272 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !253, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!273 = !DILocalVariable(name: "x", arg: 1, scope: !272, file: !3, line: 41, type: !10)
!274 = !DILocation(line: 41, column: 22, scope: !272)
!275 = !DILocation(line: 41, column: 49, scope: !272)
!276 = !DILocation(line: 41, column: 51, scope: !272)
!277 = !DILocation(line: 41, column: 42, scope: !272)
!278 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !279, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !284, retainedNodes: !51)
!279 = !DISubroutineType(types: !280)
!280 = !{!10, !281, !10}
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 32)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !10}
!284 = !{!285}
!285 = !DITemplateTypeParameter(name: "T", type: !5)
!286 = !DILocalVariable(name: "f", arg: 1, scope: !278, file: !3, line: 43, type: !281)
!287 = !DILocation(line: 43, column: 50, scope: !278)
!288 = !DILocalVariable(name: "arg", arg: 2, scope: !278, file: !3, line: 43, type: !10)
!289 = !DILocation(line: 43, column: 63, scope: !278)
!290 = !DILocation(line: 45, column: 5, scope: !291)
!291 = distinct !DILexicalBlock(scope: !278, file: !3, line: 44, column: 7)
!292 = !DILocation(line: 45, column: 7, scope: !291)
!293 = !DILocation(line: 46, column: 3, scope: !291)
!294 = !DILocalVariable(name: "v", scope: !278, file: !3, line: 46, type: !5)
!295 = !DILocation(line: 46, column: 14, scope: !278)
!296 = !DILocation(line: 50, column: 3, scope: !297)
!297 = distinct !DILexicalBlock(scope: !278, file: !3, line: 48, column: 17)
!298 = !DILocation(line: 47, column: 17, scope: !299)
!299 = distinct !DILexicalBlock(scope: !278, file: !3, line: 46, column: 17)
!300 = !DILocation(line: 47, column: 5, scope: !299)
!301 = !DILocation(line: 48, column: 3, scope: !299)
!302 = !DILocation(line: 49, column: 5, scope: !297)
!303 = !DILocation(line: 51, column: 3, scope: !278)
!304 = !DILocation(line: 52, column: 1, scope: !278)
!305 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !282, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!306 = !DILocalVariable(name: "x", arg: 1, scope: !305, file: !3, line: 54, type: !10)
!307 = !DILocation(line: 54, column: 29, scope: !305)
!308 = !DILocation(line: 54, column: 34, scope: !305)
!309 = !DILocation(line: 54, column: 47, scope: !305)
!310 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !279, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !311, retainedNodes: !51)
!311 = !{!312}
!312 = !DITemplateTypeParameter(name: "T", type: !6)
!313 = !DILocalVariable(name: "f", arg: 1, scope: !310, file: !3, line: 43, type: !281)
!314 = !DILocation(line: 43, column: 50, scope: !310)
!315 = !DILocalVariable(name: "arg", arg: 2, scope: !310, file: !3, line: 43, type: !10)
!316 = !DILocation(line: 43, column: 63, scope: !310)
!317 = !DILocation(line: 45, column: 5, scope: !318)
!318 = distinct !DILexicalBlock(scope: !310, file: !3, line: 44, column: 7)
!319 = !DILocation(line: 45, column: 7, scope: !318)
!320 = !DILocation(line: 46, column: 3, scope: !318)
!321 = !DILocalVariable(name: "v", scope: !310, file: !3, line: 46, type: !6)
!322 = !DILocation(line: 46, column: 14, scope: !310)
!323 = !DILocation(line: 50, column: 3, scope: !324)
!324 = distinct !DILexicalBlock(scope: !310, file: !3, line: 48, column: 17)
!325 = !DILocation(line: 47, column: 17, scope: !326)
!326 = distinct !DILexicalBlock(scope: !310, file: !3, line: 46, column: 17)
!327 = !DILocation(line: 47, column: 5, scope: !326)
!328 = !DILocation(line: 48, column: 3, scope: !326)
!329 = !DILocation(line: 49, column: 5, scope: !324)
!330 = !DILocation(line: 51, column: 3, scope: !310)
!331 = !DILocation(line: 52, column: 1, scope: !310)
!332 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !282, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!333 = !DILocalVariable(name: "x", arg: 1, scope: !332, file: !3, line: 55, type: !10)
!334 = !DILocation(line: 55, column: 28, scope: !332)
!335 = !DILocation(line: 55, column: 33, scope: !332)
!336 = !DILocation(line: 55, column: 50, scope: !332)
!337 = !DILocation(line: 55, column: 52, scope: !332)
!338 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !279, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !339, retainedNodes: !51)
!339 = !{!340}
!340 = !DITemplateTypeParameter(name: "T", type: !10)
!341 = !DILocalVariable(name: "f", arg: 1, scope: !338, file: !3, line: 43, type: !281)
!342 = !DILocation(line: 43, column: 50, scope: !338)
!343 = !DILocalVariable(name: "arg", arg: 2, scope: !338, file: !3, line: 43, type: !10)
!344 = !DILocation(line: 43, column: 63, scope: !338)
!345 = !DILocation(line: 45, column: 5, scope: !346)
!346 = distinct !DILexicalBlock(scope: !338, file: !3, line: 44, column: 7)
!347 = !DILocation(line: 45, column: 7, scope: !346)
!348 = !DILocation(line: 46, column: 3, scope: !346)
!349 = !DILocalVariable(name: "v", scope: !338, file: !3, line: 46, type: !10)
!350 = !DILocation(line: 46, column: 14, scope: !338)
!351 = !DILocation(line: 50, column: 3, scope: !352)
!352 = distinct !DILexicalBlock(scope: !338, file: !3, line: 48, column: 17)
!353 = !DILocation(line: 47, column: 17, scope: !354)
!354 = distinct !DILexicalBlock(scope: !338, file: !3, line: 46, column: 17)
!355 = !DILocation(line: 47, column: 5, scope: !354)
!356 = !DILocation(line: 48, column: 3, scope: !354)
!357 = !DILocation(line: 49, column: 5, scope: !352)
!358 = !DILocation(line: 51, column: 3, scope: !338)
!359 = !DILocation(line: 52, column: 1, scope: !338)
!360 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !162, file: !3, line: 112, type: !361, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !365, retainedNodes: !51)
!361 = !DISubroutineType(types: !362)
!362 = !{null, !363, !10}
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !364, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!364 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!365 = !DISubprogram(name: "operator()", scope: !162, file: !3, line: 112, type: !366, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!366 = !DISubroutineType(types: !367)
!367 = !{!368, !363, !10}
!368 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!369 = !DILocalVariable(name: "this", arg: 1, scope: !360, type: !370, flags: DIFlagArtificial | DIFlagObjectPointer)
!370 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !364, size: 32)
!371 = !DILocation(line: 0, scope: !360)
!372 = !DILocalVariable(name: "k", arg: 2, scope: !360, file: !3, line: 112, type: !10)
!373 = !DILocation(line: 112, column: 28, scope: !360)
!374 = !DILocation(line: 113, column: 9, scope: !375)
!375 = distinct !DILexicalBlock(scope: !360, file: !3, line: 113, column: 9)
!376 = !DILocation(line: 113, column: 11, scope: !375)
!377 = !DILocation(line: 113, column: 9, scope: !360)
!378 = !DILocation(line: 113, column: 16, scope: !375)
!379 = !DILocation(line: 113, column: 30, scope: !375)
!380 = !DILocation(line: 113, column: 32, scope: !375)
!381 = !DILocation(line: 113, column: 22, scope: !375)
!382 = !DILocation(line: 114, column: 11, scope: !360)
!383 = !DILocation(line: 114, column: 5, scope: !360)
!384 = !DILocation(line: 114, column: 8, scope: !360)
!385 = !DILocation(line: 115, column: 3, scope: !360)
!386 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !253, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!387 = !DILocalVariable(name: "depth", arg: 1, scope: !386, file: !3, line: 63, type: !10)
!388 = !DILocation(line: 63, column: 24, scope: !386)
!389 = !DILocalVariable(name: "s1", scope: !386, file: !3, line: 64, type: !20)
!390 = !DILocation(line: 64, column: 9, scope: !386)
!391 = !DILocalVariable(name: "s2", scope: !392, file: !3, line: 66, type: !20)
!392 = distinct !DILexicalBlock(scope: !386, file: !3, line: 65, column: 7)
!393 = !DILocation(line: 66, column: 11, scope: !392)
!394 = !DILocalVariable(name: "s3", scope: !395, file: !3, line: 68, type: !20)
!395 = distinct !DILexicalBlock(scope: !392, file: !3, line: 67, column: 9)
!396 = !DILocation(line: 68, column: 13, scope: !395)
!397 = !DILocation(line: 69, column: 11, scope: !398)
!398 = distinct !DILexicalBlock(scope: !395, file: !3, line: 69, column: 11)
!399 = !DILocation(line: 69, column: 17, scope: !398)
!400 = !DILocation(line: 69, column: 11, scope: !395)
!401 = !DILocation(line: 69, column: 22, scope: !398)
!402 = !DILocation(line: 69, column: 28, scope: !398)
!403 = !DILocation(line: 70, column: 5, scope: !392)
!404 = !DILocation(line: 70, column: 5, scope: !395)
!405 = !DILocalVariable(name: "d", scope: !392, file: !3, line: 70, type: !10)
!406 = !DILocation(line: 70, column: 18, scope: !392)
!407 = !DILocalVariable(name: "s4", scope: !408, file: !3, line: 71, type: !20)
!408 = distinct !DILexicalBlock(scope: !392, file: !3, line: 70, column: 21)
!409 = !DILocation(line: 71, column: 13, scope: !408)
!410 = !DILocation(line: 72, column: 11, scope: !411)
!411 = distinct !DILexicalBlock(scope: !408, file: !3, line: 72, column: 11)
!412 = !DILocation(line: 72, column: 13, scope: !411)
!413 = !DILocation(line: 72, column: 11, scope: !408)
!414 = !DILocation(line: 72, column: 18, scope: !411)
!415 = !DILocation(line: 72, column: 24, scope: !411)
!416 = !DILocation(line: 72, column: 26, scope: !411)
!417 = !DILocation(line: 74, column: 5, scope: !408)
!418 = !DILocation(line: 75, column: 3, scope: !386)
!419 = !DILocation(line: 75, column: 3, scope: !392)
!420 = !DILocation(line: 73, column: 14, scope: !408)
!421 = !DILocation(line: 73, column: 7, scope: !408)
!422 = !DILocation(line: 74, column: 5, scope: !392)
!423 = !DILocalVariable(name: "d", scope: !386, file: !3, line: 75, type: !10)
!424 = !DILocation(line: 75, column: 16, scope: !386)
!425 = !DILocation(line: 76, column: 12, scope: !426)
!426 = distinct !DILexicalBlock(scope: !386, file: !3, line: 75, column: 19)
!427 = !DILocation(line: 76, column: 14, scope: !426)
!428 = !DILocation(line: 76, column: 5, scope: !426)
!429 = !DILocation(line: 77, column: 3, scope: !426)
!430 = !DILocation(line: 78, column: 3, scope: !386)
!431 = !DILocation(line: 79, column: 1, scope: !386)
!432 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !51)
!433 = !DILocalVariable(name: "this", arg: 1, scope: !432, type: !434, flags: DIFlagArtificial | DIFlagObjectPointer)
!434 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!435 = !DILocation(line: 0, scope: !432)
!436 = !DILocalVariable(name: "n", arg: 2, scope: !432, file: !3, line: 59, type: !23)
!437 = !DILocation(line: 59, column: 21, scope: !432)
!438 = !DILocation(line: 59, column: 26, scope: !432)
!439 = !DILocation(line: 59, column: 31, scope: !432)
!440 = !DILocation(line: 59, column: 35, scope: !432)
!441 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !51)
!442 = !DILocalVariable(name: "this", arg: 1, scope: !441, type: !434, flags: DIFlagArtificial | DIFlagObjectPointer)
!443 = !DILocation(line: 0, scope: !441)
!444 = !DILocation(line: 60, column: 37, scope: !445)
!445 = distinct !DILexicalBlock(scope: !441, file: !3, line: 60, column: 12)
!446 = !DILocation(line: 60, column: 14, scope: !445)
!447 = !DILocation(line: 60, column: 44, scope: !441)
