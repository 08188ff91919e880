; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%class.anon = type { ptr }
%struct.Fragile = type { i32 }
%struct.Scope = type { ptr }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZN5ScopeC2EPKc = comdat any

$_ZN5ScopeD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal global i32 0, align 4, !dbg !0
@_ZL5frees = internal global i32 0, align 4, !dbg !78
@_ZN7Fragile6budgetE = hidden global i32 0, align 4, !dbg !34
@_ZTIPKc = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1, !dbg !36
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1, !dbg !41
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1, !dbg !46
@_ZL5ctors = internal global i32 0, align 4, !dbg !85
@_ZL5dtors = internal global i32 0, align 4, !dbg !87
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1, !dbg !51
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1, !dbg !53
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1, !dbg !58
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr hidden constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, comdat, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1, !dbg !63
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1, !dbg !68
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1, !dbg !73
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1, !dbg !80
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1, !dbg !89
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1, !dbg !94
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1, !dbg !99
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1, !dbg !101
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1, !dbg !103

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) #0 !dbg !112 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !118, !DIExpression(), !119)
  %3 = load i32, ptr @_ZL6allocs, align 4, !dbg !120
  %4 = add nsw i32 %3, 1, !dbg !120
  store i32 %4, ptr @_ZL6allocs, align 4, !dbg !120
  %5 = load i32, ptr %2, align 4, !dbg !121
  %6 = call ptr @malloc(i32 noundef %5) #11, !dbg !122
  ret ptr %6, !dbg !123
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define noundef nonnull ptr @_Znam(i32 noundef %0) #0 !dbg !124 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !125, !DIExpression(), !126)
  %3 = load i32, ptr @_ZL6allocs, align 4, !dbg !127
  %4 = add nsw i32 %3, 1, !dbg !127
  store i32 %4, ptr @_ZL6allocs, align 4, !dbg !127
  %5 = load i32, ptr %2, align 4, !dbg !128
  %6 = call ptr @malloc(i32 noundef %5) #11, !dbg !129
  ret ptr %6, !dbg !130
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdlPv(ptr noundef %0) #2 personality ptr @__gxx_wasm_personality_v0 !dbg !131 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !134, !DIExpression(), !135)
  %3 = load ptr, ptr %2, align 4, !dbg !136
  %4 = icmp ne ptr %3, null, !dbg !136
  br i1 %4, label %5, label %8, !dbg !138

5:                                                ; preds = %1
  %6 = load i32, ptr @_ZL5frees, align 4, !dbg !139
  %7 = add nsw i32 %6, 1, !dbg !139
  store i32 %7, ptr @_ZL5frees, align 4, !dbg !139
  br label %8, !dbg !139

8:                                                ; preds = %5, %1
  %9 = load ptr, ptr %2, align 4, !dbg !140
  invoke void @free(ptr noundef %9)
          to label %10 unwind label %11, !dbg !141

10:                                               ; preds = %8
  ret void, !dbg !142

11:                                               ; preds = %8
  %12 = cleanuppad within none [], !dbg !141
  call void @_ZSt9terminatev() #12 [ "funclet"(token %12) ], !dbg !141
  unreachable, !dbg !141
}

declare void @free(ptr noundef) #3

declare i32 @__gxx_wasm_personality_v0(...)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define void @_ZdaPv(ptr noundef %0) #2 personality ptr @__gxx_wasm_personality_v0 !dbg !143 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !144, !DIExpression(), !145)
  %3 = load ptr, ptr %2, align 4, !dbg !146
  %4 = icmp ne ptr %3, null, !dbg !146
  br i1 %4, label %5, label %8, !dbg !148

5:                                                ; preds = %1
  %6 = load i32, ptr @_ZL5frees, align 4, !dbg !149
  %7 = add nsw i32 %6, 1, !dbg !149
  store i32 %7, ptr @_ZL5frees, align 4, !dbg !149
  br label %8, !dbg !149

8:                                                ; preds = %5, %1
  %9 = load ptr, ptr %2, align 4, !dbg !150
  invoke void @free(ptr noundef %9)
          to label %10 unwind label %11, !dbg !151

10:                                               ; preds = %8
  ret void, !dbg !152

11:                                               ; preds = %8
  %12 = cleanuppad within none [], !dbg !151
  call void @_ZSt9terminatev() #12 [ "funclet"(token %12) ], !dbg !151
  unreachable, !dbg !151
}

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #4 personality ptr @__gxx_wasm_personality_v0 !dbg !153 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %class.anon, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !156, !DIExpression(), !159)
  %14 = invoke noalias noundef nonnull ptr @_Znwm(i32 noundef 4) #13
          to label %15 unwind label %22, !dbg !160, !heapallocsite !7

15:                                               ; preds = %0
  %16 = invoke noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %14, i32 noundef 13)
          to label %17 unwind label %69, !dbg !161

17:                                               ; preds = %15
  store ptr %14, ptr %2, align 4, !dbg !159
  %18 = load ptr, ptr %2, align 4, !dbg !162
  %19 = getelementptr inbounds %struct.Fragile, ptr %18, i32 0, i32 0, !dbg !163
  %20 = load i32, ptr %19, align 4, !dbg !163
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20)
          to label %68 unwind label %22, !dbg !164

22:                                               ; preds = %17, %69, %0
  %23 = catchswitch within none [label %24] unwind to caller, !dbg !165

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @_ZTIPKc], !dbg !165
  %26 = call ptr @llvm.wasm.get.exception(token %25), !dbg !165
  store ptr %26, ptr %3, align 4, !dbg !165
  %27 = call i32 @llvm.wasm.get.ehselector(token %25), !dbg !165
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #14, !dbg !165
  %29 = icmp eq i32 %27, %28, !dbg !165
  br i1 %29, label %30, label %39, !dbg !165

30:                                               ; preds = %24
    #dbg_declare(ptr %4, !166, !DIExpression(), !167)
  %31 = load ptr, ptr %3, align 4, !dbg !165
  %32 = call ptr @__cxa_begin_catch(ptr %31) #14 [ "funclet"(token %25) ], !dbg !165
  store ptr %32, ptr %4, align 4, !dbg !165
  %33 = load ptr, ptr %4, align 4, !dbg !168
  %34 = load i32, ptr @_ZL6allocs, align 4, !dbg !170
  %35 = load i32, ptr @_ZL5frees, align 4, !dbg !171
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %33, i32 noundef %34, i32 noundef %35) [ "funclet"(token %25) ]
          to label %37 unwind label %71, !dbg !172

37:                                               ; preds = %30
  call void @__cxa_end_catch() #14 [ "funclet"(token %25) ], !dbg !173
  catchret from %25 to label %38, !dbg !173

38:                                               ; preds = %37
  br label %40, !dbg !173

39:                                               ; preds = %24
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %25) ], !dbg !173
  unreachable, !dbg !173

40:                                               ; preds = %38, %68
  store i32 3, ptr @_ZN7Fragile6budgetE, align 4, !dbg !174
    #dbg_declare(ptr %5, !175, !DIExpression(), !177)
  %41 = invoke noalias noundef nonnull ptr @_Znam(i32 noundef 24) #13
          to label %42 unwind label %84, !dbg !178, !heapallocsite !7

42:                                               ; preds = %40
  store i32 5, ptr %41, align 4, !dbg !178
  %43 = getelementptr inbounds i8, ptr %41, i32 4, !dbg !178
  %44 = getelementptr inbounds %struct.Fragile, ptr %43, i32 5, !dbg !178
  br label %45, !dbg !178

45:                                               ; preds = %48, %42
  %46 = phi ptr [ %43, %42 ], [ %49, %48 ], !dbg !178
  %47 = invoke noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %46)
          to label %48 unwind label %73, !dbg !178

48:                                               ; preds = %45
  %49 = getelementptr inbounds %struct.Fragile, ptr %46, i32 1, !dbg !178
  %50 = icmp eq ptr %49, %44, !dbg !178
  br i1 %50, label %51, label %45, !dbg !178

51:                                               ; preds = %48
  store ptr %43, ptr %5, align 4, !dbg !177
  %52 = load ptr, ptr %5, align 4, !dbg !179
  %53 = icmp eq ptr %52, null, !dbg !180
  br i1 %53, label %67, label %54, !dbg !180

54:                                               ; preds = %51
  %55 = getelementptr inbounds i8, ptr %52, i32 -4, !dbg !180
  %56 = load i32, ptr %55, align 4, !dbg !180
  %57 = getelementptr inbounds %struct.Fragile, ptr %52, i32 %56, !dbg !180
  %58 = icmp eq ptr %52, %57, !dbg !180
  br i1 %58, label %64, label %59, !dbg !180

59:                                               ; preds = %59, %54
  %60 = phi ptr [ %57, %54 ], [ %61, %59 ], !dbg !180
  %61 = getelementptr inbounds %struct.Fragile, ptr %60, i32 -1, !dbg !180
  %62 = call noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %61) #14, !dbg !180
  %63 = icmp eq ptr %61, %52, !dbg !180
  br i1 %63, label %64, label %59, !dbg !180

64:                                               ; preds = %59, %54
  %65 = mul i32 4, %56, !dbg !180
  %66 = add i32 %65, 4, !dbg !180
  call void @_ZdaPvm(ptr noundef %55, i32 noundef %66) #15, !dbg !180
  br label %67, !dbg !180

67:                                               ; preds = %64, %51
  br label %104, !dbg !181

68:                                               ; preds = %17
  br label %40, !dbg !165

69:                                               ; preds = %15
  %70 = cleanuppad within none [], !dbg !160
  call void @_ZdlPvm(ptr noundef %14, i32 noundef 4) #15 [ "funclet"(token %70) ], !dbg !160
  cleanupret from %70 unwind label %22, !dbg !160

71:                                               ; preds = %30
  %72 = cleanuppad within %25 [], !dbg !173
  call void @__cxa_end_catch() #14 [ "funclet"(token %72) ], !dbg !173
  cleanupret from %72 unwind to caller, !dbg !173

73:                                               ; preds = %45
  %74 = cleanuppad within none [], !dbg !178
  %75 = icmp eq ptr %43, %46, !dbg !178
  br i1 %75, label %81, label %76, !dbg !178

76:                                               ; preds = %76, %73
  %77 = phi ptr [ %46, %73 ], [ %78, %76 ], !dbg !178
  %78 = getelementptr inbounds %struct.Fragile, ptr %77, i32 -1, !dbg !178
  %79 = call noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %78) #14 [ "funclet"(token %74) ], !dbg !178
  %80 = icmp eq ptr %78, %43, !dbg !178
  br i1 %80, label %81, label %76, !dbg !178

81:                                               ; preds = %76, %73
  cleanupret from %74 unwind label %82, !dbg !178

82:                                               ; preds = %81
  %83 = cleanuppad within none [], !dbg !178
  call void @_ZdaPvm(ptr noundef %41, i32 noundef 24) #15 [ "funclet"(token %83) ], !dbg !178
  cleanupret from %83 unwind label %84, !dbg !178

84:                                               ; preds = %82, %40
  %85 = catchswitch within none [label %86] unwind to caller, !dbg !181

86:                                               ; preds = %84
  %87 = catchpad within %85 [ptr @_ZTIi], !dbg !181
  %88 = call ptr @llvm.wasm.get.exception(token %87), !dbg !181
  store ptr %88, ptr %3, align 4, !dbg !181
  %89 = call i32 @llvm.wasm.get.ehselector(token %87), !dbg !181
  %90 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !181
  %91 = icmp eq i32 %89, %90, !dbg !181
  br i1 %91, label %92, label %103, !dbg !181

92:                                               ; preds = %86
    #dbg_declare(ptr %6, !182, !DIExpression(), !183)
  %93 = load ptr, ptr %3, align 4, !dbg !181
  %94 = call ptr @__cxa_begin_catch(ptr %93) #14 [ "funclet"(token %87) ], !dbg !181
  %95 = load i32, ptr %94, align 4, !dbg !181
  store i32 %95, ptr %6, align 4, !dbg !181
  %96 = load i32, ptr %6, align 4, !dbg !184
  %97 = load i32, ptr @_ZL5ctors, align 4, !dbg !186
  %98 = load i32, ptr @_ZL5dtors, align 4, !dbg !187
  %99 = load i32, ptr @_ZL5frees, align 4, !dbg !188
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %96, i32 noundef %97, i32 noundef %98, i32 noundef %99) [ "funclet"(token %87) ]
          to label %101 unwind label %135, !dbg !189

101:                                              ; preds = %92
  call void @__cxa_end_catch() #14 [ "funclet"(token %87) ], !dbg !190
  catchret from %87 to label %102, !dbg !190

102:                                              ; preds = %101
  br label %104, !dbg !190

103:                                              ; preds = %86
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %87) ], !dbg !190
  unreachable, !dbg !190

104:                                              ; preds = %102, %67
    #dbg_declare(ptr %7, !191, !DIExpression(), !192)
  store i32 0, ptr %7, align 4, !dbg !192
    #dbg_declare(ptr %8, !193, !DIExpression(), !195)
  store i32 0, ptr %8, align 4, !dbg !195
  br label %105, !dbg !196

105:                                              ; preds = %129, %104
  %106 = load i32, ptr %8, align 4, !dbg !197
  %107 = icmp slt i32 %106, 5, !dbg !199
  br i1 %107, label %108, label %139, !dbg !200

108:                                              ; preds = %105
  %109 = load i32, ptr %8, align 4, !dbg !201
  %110 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %109)
          to label %132 unwind label %111, !dbg !204

111:                                              ; preds = %108
  %112 = catchswitch within none [label %113] unwind to caller, !dbg !205

113:                                              ; preds = %111
  %114 = catchpad within %112 [ptr @_ZTIi], !dbg !205
  %115 = call ptr @llvm.wasm.get.exception(token %114), !dbg !205
  store ptr %115, ptr %3, align 4, !dbg !205
  %116 = call i32 @llvm.wasm.get.ehselector(token %114), !dbg !205
  %117 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !205
  %118 = icmp eq i32 %116, %117, !dbg !205
  br i1 %118, label %119, label %127, !dbg !205

119:                                              ; preds = %113
    #dbg_declare(ptr %9, !206, !DIExpression(), !207)
  %120 = load ptr, ptr %3, align 4, !dbg !205
  %121 = call ptr @__cxa_begin_catch(ptr %120) #14 [ "funclet"(token %114) ], !dbg !205
  %122 = load i32, ptr %121, align 4, !dbg !205
  store i32 %122, ptr %9, align 4, !dbg !205
  %123 = load i32, ptr %9, align 4, !dbg !208
  %124 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %123) [ "funclet"(token %114) ]
          to label %125 unwind label %137, !dbg !210

125:                                              ; preds = %119
  call void @__cxa_end_catch() #14 [ "funclet"(token %114) ], !dbg !211
  catchret from %114 to label %126, !dbg !211

126:                                              ; preds = %125
  br label %128, !dbg !211

127:                                              ; preds = %113
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %114) ], !dbg !211
  unreachable, !dbg !211

128:                                              ; preds = %126, %132
  br label %129, !dbg !212

129:                                              ; preds = %128
  %130 = load i32, ptr %8, align 4, !dbg !213
  %131 = add nsw i32 %130, 1, !dbg !213
  store i32 %131, ptr %8, align 4, !dbg !213
  br label %105, !dbg !214, !llvm.loop !215

132:                                              ; preds = %108
  %133 = load i32, ptr %7, align 4, !dbg !218
  %134 = add nsw i32 %133, %110, !dbg !218
  store i32 %134, ptr %7, align 4, !dbg !218
  br label %128, !dbg !205

135:                                              ; preds = %92
  %136 = cleanuppad within %87 [], !dbg !190
  call void @__cxa_end_catch() #14 [ "funclet"(token %136) ], !dbg !190
  cleanupret from %136 unwind to caller, !dbg !190

137:                                              ; preds = %119
  %138 = cleanuppad within %114 [], !dbg !211
  call void @__cxa_end_catch() #14 [ "funclet"(token %138) ], !dbg !211
  cleanupret from %138 unwind to caller, !dbg !211

139:                                              ; preds = %105
  %140 = load i32, ptr %7, align 4, !dbg !219
  %141 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #14, !dbg !220
  %142 = call noundef i32 @_ZL5neveri(i32 noundef 1) #14, !dbg !221
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %140, i32 noundef %141, i32 noundef %142), !dbg !222
  %144 = call noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 7), !dbg !223
  %145 = call noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef @_ZL10throw_longi, i32 noundef 3), !dbg !224
  %146 = call noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 1), !dbg !225
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %144, i32 noundef %145, i32 noundef %146), !dbg !226
    #dbg_declare(ptr %10, !227, !DIExpression(), !232)
  %148 = getelementptr inbounds %class.anon, ptr %10, i32 0, i32 0, !dbg !233
  store ptr %7, ptr %148, align 4, !dbg !233
    #dbg_declare(ptr %11, !234, !DIExpression(), !236)
  store i32 0, ptr %11, align 4, !dbg !236
  br label %149, !dbg !237

149:                                              ; preds = %173, %139
  %150 = load i32, ptr %11, align 4, !dbg !238
  %151 = icmp slt i32 %150, 4, !dbg !240
  br i1 %151, label %152, label %180, !dbg !241

152:                                              ; preds = %149
  %153 = load i32, ptr %11, align 4, !dbg !242
  invoke void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %153)
          to label %176 unwind label %154, !dbg !245

154:                                              ; preds = %152
  %155 = catchswitch within none [label %156] unwind to caller, !dbg !246

156:                                              ; preds = %154
  %157 = catchpad within %155 [ptr @_ZTI7Fragile], !dbg !246
  %158 = call ptr @llvm.wasm.get.exception(token %157), !dbg !246
  store ptr %158, ptr %3, align 4, !dbg !246
  %159 = call i32 @llvm.wasm.get.ehselector(token %157), !dbg !246
  %160 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Fragile) #14, !dbg !246
  %161 = icmp eq i32 %159, %160, !dbg !246
  br i1 %161, label %162, label %171, !dbg !246

162:                                              ; preds = %156
    #dbg_declare(ptr %12, !247, !DIExpression(), !249)
  %163 = load ptr, ptr %3, align 4, !dbg !246
  %164 = call ptr @__cxa_begin_catch(ptr %163) #14 [ "funclet"(token %157) ], !dbg !246
  store ptr %164, ptr %12, align 4, !dbg !246
  %165 = load ptr, ptr %12, align 4, !dbg !250
  %166 = getelementptr inbounds %struct.Fragile, ptr %165, i32 0, i32 0, !dbg !252
  %167 = load i32, ptr %166, align 4, !dbg !252
  %168 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %167) [ "funclet"(token %157) ]
          to label %169 unwind label %177, !dbg !253

169:                                              ; preds = %162
  call void @__cxa_end_catch() [ "funclet"(token %157) ], !dbg !254
  catchret from %157 to label %170, !dbg !254

170:                                              ; preds = %169
  br label %172, !dbg !254

171:                                              ; preds = %156
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %157) ], !dbg !254
  unreachable, !dbg !254

172:                                              ; preds = %170, %176
  br label %173, !dbg !255

173:                                              ; preds = %172
  %174 = load i32, ptr %11, align 4, !dbg !256
  %175 = add nsw i32 %174, 1, !dbg !256
  store i32 %175, ptr %11, align 4, !dbg !256
  br label %149, !dbg !257, !llvm.loop !258

176:                                              ; preds = %152
  br label %172, !dbg !246

177:                                              ; preds = %162
  %178 = cleanuppad within %157 [], !dbg !254
  invoke void @__cxa_end_catch() [ "funclet"(token %178) ]
          to label %179 unwind label %199, !dbg !254

179:                                              ; preds = %177
  cleanupret from %178 unwind to caller, !dbg !254

180:                                              ; preds = %149
    #dbg_declare(ptr %13, !260, !DIExpression(), !262)
  store i32 0, ptr %13, align 4, !dbg !262
  br label %181, !dbg !263

181:                                              ; preds = %189, %180
  %182 = load i32, ptr %13, align 4, !dbg !264
  %183 = icmp slt i32 %182, 3, !dbg !266
  br i1 %183, label %184, label %192, !dbg !267

184:                                              ; preds = %181
  %185 = load i32, ptr %13, align 4, !dbg !268
  %186 = load i32, ptr %13, align 4, !dbg !269
  %187 = call noundef i32 @_ZL7layeredi(i32 noundef %186), !dbg !270
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %185, i32 noundef %187), !dbg !271
  br label %189, !dbg !271

189:                                              ; preds = %184
  %190 = load i32, ptr %13, align 4, !dbg !272
  %191 = add nsw i32 %190, 1, !dbg !272
  store i32 %191, ptr %13, align 4, !dbg !272
  br label %181, !dbg !273, !llvm.loop !274

192:                                              ; preds = %181
  %193 = load i32, ptr @_ZL6allocs, align 4, !dbg !276
  %194 = load i32, ptr @_ZL5frees, align 4, !dbg !277
  %195 = load i32, ptr @_ZL5ctors, align 4, !dbg !278
  %196 = load i32, ptr @_ZL5dtors, align 4, !dbg !279
  %197 = load i32, ptr %7, align 4, !dbg !280
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %193, i32 noundef %194, i32 noundef %195, i32 noundef %196, i32 noundef %197), !dbg !281
  ret i32 0, !dbg !282

199:                                              ; preds = %177
  %200 = cleanuppad within %178 [], !dbg !254
  call void @_ZSt9terminatev() #12 [ "funclet"(token %200) ], !dbg !254
  unreachable, !dbg !254
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat !dbg !283 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !284, !DIExpression(), !285)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !286, !DIExpression(), !287)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, ptr %5, i32 0, i32 0, !dbg !288
  %7 = load i32, ptr %4, align 4, !dbg !289
  store i32 %7, ptr %6, align 4, !dbg !288
  %8 = load i32, ptr %4, align 4, !dbg !290
  %9 = icmp eq i32 %8, 13, !dbg !293
  br i1 %9, label %10, label %12, !dbg !294

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i32 4) #14, !dbg !295
  store ptr @.str.9, ptr %11, align 16, !dbg !295
  call void @__cxa_throw(ptr %11, ptr @_ZTIPKc, ptr null) #9, !dbg !295
  unreachable, !dbg !295

12:                                               ; preds = %2
  %13 = load i32, ptr @_ZL5ctors, align 4, !dbg !296
  %14 = add nsw i32 %13, 1, !dbg !296
  store i32 %14, ptr @_ZL5ctors, align 4, !dbg !296
  ret ptr %5, !dbg !297
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #6

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #7

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #8

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #9

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat !dbg !298 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !299, !DIExpression(), !300)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, ptr %3, i32 0, i32 0, !dbg !301
  %5 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !302
  store i32 %5, ptr %4, align 4, !dbg !301
  %6 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !303
  %7 = add nsw i32 %6, -1, !dbg !303
  store i32 %7, ptr @_ZN7Fragile6budgetE, align 4, !dbg !303
  %8 = icmp slt i32 %7, 0, !dbg !306
  br i1 %8, label %9, label %12, !dbg !307

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #14, !dbg !308
  %11 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !dbg !309
  store i32 %11, ptr %10, align 16, !dbg !308
  call void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #9, !dbg !308
  unreachable, !dbg !308

12:                                               ; preds = %1
  %13 = load i32, ptr @_ZL5ctors, align 4, !dbg !310
  %14 = add nsw i32 %13, 1, !dbg !310
  store i32 %14, ptr @_ZL5ctors, align 4, !dbg !310
  ret ptr %3, !dbg !311
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #10 comdat !dbg !312 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !313, !DIExpression(), !314)
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL5dtors, align 4, !dbg !315
  %5 = add nsw i32 %4, 1, !dbg !315
  store i32 %5, ptr @_ZL5dtors, align 4, !dbg !315
  ret ptr %3, !dbg !317
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i32 noundef) #6

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #5 !dbg !318 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !321, !DIExpression(), !322)
  %3 = load i32, ptr %2, align 4, !dbg !323
  %4 = icmp sgt i32 %3, 2, !dbg !325
  br i1 %4, label %5, label %9, !dbg !326

5:                                                ; preds = %1
  %6 = call ptr @__cxa_allocate_exception(i32 4) #14, !dbg !327
  %7 = load i32, ptr %2, align 4, !dbg !328
  %8 = mul nsw i32 %7, 2, !dbg !329
  store i32 %8, ptr %6, align 16, !dbg !327
  call void @__cxa_throw(ptr %6, ptr @_ZTIi, ptr null) #9, !dbg !327
  unreachable, !dbg !327

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4, !dbg !330
  ret i32 %10, !dbg !331
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #10 !dbg !332 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !333, !DIExpression(), !334)
  %3 = load i32, ptr %2, align 4, !dbg !335
  %4 = add nsw i32 %3, 1, !dbg !336
  ret i32 %4, !dbg !337
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #10 !dbg !338 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !339, !DIExpression(), !340)
  %3 = load i32, ptr %2, align 4, !dbg !341
  %4 = sub nsw i32 %3, 1, !dbg !342
  ret i32 %4, !dbg !343
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_wasm_personality_v0 !dbg !344 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i16, align 2
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !352, !DIExpression(), !353)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !354, !DIExpression(), !355)
  %8 = load ptr, ptr %4, align 4, !dbg !356
  %9 = load i32, ptr %5, align 4, !dbg !358
  invoke void %8(i32 noundef %9)
          to label %27 unwind label %10, !dbg !356

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller, !dbg !359

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIs, ptr null], !dbg !359
  %14 = call ptr @llvm.wasm.get.exception(token %13), !dbg !359
  store ptr %14, ptr %6, align 4, !dbg !359
  %15 = call i32 @llvm.wasm.get.ehselector(token %13), !dbg !359
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #14, !dbg !359
  %17 = icmp eq i32 %15, %16, !dbg !359
  br i1 %17, label %18, label %24, !dbg !359

18:                                               ; preds = %12
    #dbg_declare(ptr %7, !360, !DIExpression(), !361)
  %19 = load ptr, ptr %6, align 4, !dbg !362
  %20 = call ptr @__cxa_begin_catch(ptr %19) #14 [ "funclet"(token %13) ], !dbg !362
  %21 = load i16, ptr %20, align 2, !dbg !362
  store i16 %21, ptr %7, align 2, !dbg !362
  %22 = load i16, ptr %7, align 2, !dbg !364
  %23 = sext i16 %22 to i32, !dbg !364
  store i32 %23, ptr %3, align 4, !dbg !366
  call void @__cxa_end_catch() #14 [ "funclet"(token %13) ], !dbg !367
  catchret from %13 to label %29, !dbg !367

24:                                               ; preds = %12
  %25 = load ptr, ptr %6, align 4, !dbg !359
  %26 = call ptr @__cxa_begin_catch(ptr %25) #14 [ "funclet"(token %13) ], !dbg !359
  store i32 -1, ptr %3, align 4, !dbg !368
  call void @__cxa_end_catch() [ "funclet"(token %13) ], !dbg !362
  catchret from %13 to label %28, !dbg !362

27:                                               ; preds = %2
  br label %30, !dbg !359

28:                                               ; preds = %24
  br label %31

29:                                               ; preds = %18
  br label %31

30:                                               ; preds = %27
  store i32 0, ptr %3, align 4, !dbg !369
  br label %31, !dbg !369

31:                                               ; preds = %30, %29, %28
  %32 = load i32, ptr %3, align 4, !dbg !370
  ret i32 %32, !dbg !370
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11throw_shorti(i32 noundef %0) #5 !dbg !371 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !372, !DIExpression(), !373)
  %3 = call ptr @__cxa_allocate_exception(i32 2) #14, !dbg !374
  %4 = load i32, ptr %2, align 4, !dbg !375
  %5 = trunc i32 %4 to i16, !dbg !375
  store i16 %5, ptr %3, align 16, !dbg !374
  call void @__cxa_throw(ptr %3, ptr @_ZTIs, ptr null) #9, !dbg !374
  unreachable, !dbg !374
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_wasm_personality_v0 !dbg !376 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !379, !DIExpression(), !380)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !381, !DIExpression(), !382)
  %8 = load ptr, ptr %4, align 4, !dbg !383
  %9 = load i32, ptr %5, align 4, !dbg !385
  invoke void %8(i32 noundef %9)
          to label %27 unwind label %10, !dbg !383

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller, !dbg !386

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIx, ptr null], !dbg !386
  %14 = call ptr @llvm.wasm.get.exception(token %13), !dbg !386
  store ptr %14, ptr %6, align 4, !dbg !386
  %15 = call i32 @llvm.wasm.get.ehselector(token %13), !dbg !386
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #14, !dbg !386
  %17 = icmp eq i32 %15, %16, !dbg !386
  br i1 %17, label %18, label %24, !dbg !386

18:                                               ; preds = %12
    #dbg_declare(ptr %7, !387, !DIExpression(), !388)
  %19 = load ptr, ptr %6, align 4, !dbg !389
  %20 = call ptr @__cxa_begin_catch(ptr %19) #14 [ "funclet"(token %13) ], !dbg !389
  %21 = load i64, ptr %20, align 8, !dbg !389
  store i64 %21, ptr %7, align 8, !dbg !389
  %22 = load i64, ptr %7, align 8, !dbg !391
  %23 = trunc i64 %22 to i32, !dbg !391
  store i32 %23, ptr %3, align 4, !dbg !393
  call void @__cxa_end_catch() #14 [ "funclet"(token %13) ], !dbg !394
  catchret from %13 to label %29, !dbg !394

24:                                               ; preds = %12
  %25 = load ptr, ptr %6, align 4, !dbg !386
  %26 = call ptr @__cxa_begin_catch(ptr %25) #14 [ "funclet"(token %13) ], !dbg !386
  store i32 -1, ptr %3, align 4, !dbg !395
  call void @__cxa_end_catch() [ "funclet"(token %13) ], !dbg !389
  catchret from %13 to label %28, !dbg !389

27:                                               ; preds = %2
  br label %30, !dbg !386

28:                                               ; preds = %24
  br label %31

29:                                               ; preds = %18
  br label %31

30:                                               ; preds = %27
  store i32 0, ptr %3, align 4, !dbg !396
  br label %31, !dbg !396

31:                                               ; preds = %30, %29, %28
  %32 = load i32, ptr %3, align 4, !dbg !397
  ret i32 %32, !dbg !397
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10throw_longi(i32 noundef %0) #5 !dbg !398 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !399, !DIExpression(), !400)
  %3 = call ptr @__cxa_allocate_exception(i32 8) #14, !dbg !401
  %4 = load i32, ptr %2, align 4, !dbg !402
  %5 = sext i32 %4 to i64, !dbg !402
  %6 = mul nsw i64 %5, 1000, !dbg !403
  store i64 %6, ptr %3, align 16, !dbg !401
  call void @__cxa_throw(ptr %3, ptr @_ZTIx, ptr null) #9, !dbg !401
  unreachable, !dbg !401
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_wasm_personality_v0 !dbg !404 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !407, !DIExpression(), !408)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !409, !DIExpression(), !410)
  %8 = load ptr, ptr %4, align 4, !dbg !411
  %9 = load i32, ptr %5, align 4, !dbg !413
  invoke void %8(i32 noundef %9)
          to label %26 unwind label %10, !dbg !411

10:                                               ; preds = %2
  %11 = catchswitch within none [label %12] unwind to caller, !dbg !414

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIi, ptr null], !dbg !414
  %14 = call ptr @llvm.wasm.get.exception(token %13), !dbg !414
  store ptr %14, ptr %6, align 4, !dbg !414
  %15 = call i32 @llvm.wasm.get.ehselector(token %13), !dbg !414
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !414
  %17 = icmp eq i32 %15, %16, !dbg !414
  br i1 %17, label %18, label %23, !dbg !414

18:                                               ; preds = %12
    #dbg_declare(ptr %7, !415, !DIExpression(), !416)
  %19 = load ptr, ptr %6, align 4, !dbg !417
  %20 = call ptr @__cxa_begin_catch(ptr %19) #14 [ "funclet"(token %13) ], !dbg !417
  %21 = load i32, ptr %20, align 4, !dbg !417
  store i32 %21, ptr %7, align 4, !dbg !417
  %22 = load i32, ptr %7, align 4, !dbg !419
  store i32 %22, ptr %3, align 4, !dbg !421
  call void @__cxa_end_catch() #14 [ "funclet"(token %13) ], !dbg !422
  catchret from %13 to label %28, !dbg !422

23:                                               ; preds = %12
  %24 = load ptr, ptr %6, align 4, !dbg !414
  %25 = call ptr @__cxa_begin_catch(ptr %24) #14 [ "funclet"(token %13) ], !dbg !414
  store i32 -1, ptr %3, align 4, !dbg !423
  call void @__cxa_end_catch() [ "funclet"(token %13) ], !dbg !417
  catchret from %13 to label %27, !dbg !417

26:                                               ; preds = %2
  br label %29, !dbg !414

27:                                               ; preds = %23
  br label %30

28:                                               ; preds = %18
  br label %30

29:                                               ; preds = %26
  store i32 0, ptr %3, align 4, !dbg !424
  br label %30, !dbg !424

30:                                               ; preds = %29, %28, %27
  %31 = load i32, ptr %3, align 4, !dbg !425
  ret i32 %31, !dbg !425
}

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #5 personality ptr @__gxx_wasm_personality_v0 !dbg !426 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !432, !DIExpression(), !434)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !435, !DIExpression(), !436)
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4, !dbg !437
  %7 = and i32 %6, 1, !dbg !439
  %8 = icmp ne i32 %7, 0, !dbg !437
  br i1 %8, label %9, label %17, !dbg !440

9:                                                ; preds = %2
  %10 = call ptr @__cxa_allocate_exception(i32 4) #14, !dbg !441
  %11 = load i32, ptr %4, align 4, !dbg !442
  %12 = mul nsw i32 %11, 3, !dbg !443
  %13 = invoke noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef %12)
          to label %14 unwind label %15, !dbg !444

14:                                               ; preds = %9
  call void @__cxa_throw(ptr %10, ptr @_ZTI7Fragile, ptr @_ZN7FragileD2Ev) #9, !dbg !441
  unreachable, !dbg !441

15:                                               ; preds = %9
  %16 = cleanuppad within none [], !dbg !441
  call void @__cxa_free_exception(ptr %10) #14 [ "funclet"(token %16) ], !dbg !441
  cleanupret from %16 unwind to caller, !dbg !441

17:                                               ; preds = %2
  %18 = load i32, ptr %4, align 4, !dbg !445
  %19 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0, !dbg !446
  %20 = load ptr, ptr %19, align 4, !dbg !446
  %21 = load i32, ptr %20, align 4, !dbg !447
  %22 = add nsw i32 %21, %18, !dbg !447
  store i32 %22, ptr %20, align 4, !dbg !447
  ret void, !dbg !448
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #5 personality ptr @__gxx_wasm_personality_v0 !dbg !449 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca %struct.Scope, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Scope, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !450, !DIExpression(), !451)
    #dbg_declare(ptr %4, !452, !DIExpression(), !453)
  %12 = call noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef @.str.10), !dbg !453
    #dbg_declare(ptr %5, !454, !DIExpression(), !456)
  %13 = invoke noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef @.str.11)
          to label %14 unwind label %65, !dbg !456

14:                                               ; preds = %1
    #dbg_declare(ptr %6, !457, !DIExpression(), !459)
  %15 = invoke noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef @.str.12)
          to label %16 unwind label %27, !dbg !459

16:                                               ; preds = %14
  %17 = load i32, ptr %3, align 4, !dbg !460
  %18 = icmp sgt i32 %17, 0, !dbg !462
  br i1 %18, label %19, label %22, !dbg !463

19:                                               ; preds = %16
  %20 = call ptr @__cxa_allocate_exception(i32 4) #14, !dbg !464
  %21 = load i32, ptr %3, align 4, !dbg !465
  store i32 %21, ptr %20, align 16, !dbg !464
  invoke void @__cxa_throw(ptr %20, ptr @_ZTIi, ptr null) #9
          to label %88 unwind label %24, !dbg !464

22:                                               ; preds = %16
  %23 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #14, !dbg !466
  br label %48, !dbg !467

24:                                               ; preds = %19
  %25 = cleanuppad within none [], !dbg !466
  %26 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #14 [ "funclet"(token %25) ], !dbg !466
  cleanupret from %25 unwind label %27, !dbg !466

27:                                               ; preds = %24, %14
  %28 = catchswitch within none [label %29] unwind label %62, !dbg !467

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @_ZTIi], !dbg !467
  %31 = call ptr @llvm.wasm.get.exception(token %30), !dbg !467
  store ptr %31, ptr %7, align 4, !dbg !467
  %32 = call i32 @llvm.wasm.get.ehselector(token %30), !dbg !467
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !467
  %34 = icmp eq i32 %32, %33, !dbg !467
  br i1 %34, label %35, label %47, !dbg !467

35:                                               ; preds = %29
    #dbg_declare(ptr %8, !468, !DIExpression(), !469)
  %36 = load ptr, ptr %7, align 4, !dbg !467
  %37 = call ptr @__cxa_begin_catch(ptr %36) #14 [ "funclet"(token %30) ], !dbg !467
  %38 = load i32, ptr %37, align 4, !dbg !467
  store i32 %38, ptr %8, align 4, !dbg !467
    #dbg_declare(ptr %9, !470, !DIExpression(), !472)
  %39 = invoke noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %9, ptr noundef @.str.13) [ "funclet"(token %30) ]
          to label %40 unwind label %59, !dbg !472

40:                                               ; preds = %35
  %41 = load i32, ptr %8, align 4, !dbg !473
  %42 = icmp sgt i32 %41, 1, !dbg !475
  br i1 %42, label %43, label %53, !dbg !476

43:                                               ; preds = %40
  %44 = call ptr @__cxa_allocate_exception(i32 4) #14 [ "funclet"(token %30) ], !dbg !477
  %45 = load i32, ptr %8, align 4, !dbg !478
  %46 = add nsw i32 %45, 10, !dbg !479
  store i32 %46, ptr %44, align 16, !dbg !477
  invoke void @__cxa_throw(ptr %44, ptr @_ZTIi, ptr null) #9 [ "funclet"(token %30) ]
          to label %88 unwind label %56, !dbg !477

47:                                               ; preds = %29
  invoke void @llvm.wasm.rethrow() #9 [ "funclet"(token %30) ]
          to label %88 unwind label %62, !dbg !480

48:                                               ; preds = %22
  store i32 0, ptr %10, align 4, !dbg !481
  br label %49, !dbg !481

49:                                               ; preds = %48, %61
  %50 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #14, !dbg !481
  %51 = load i32, ptr %10, align 4
  switch i32 %51, label %82 [
    i32 0, label %52
  ]

52:                                               ; preds = %49
  br label %80, !dbg !482

53:                                               ; preds = %40
  %54 = load i32, ptr %8, align 4, !dbg !483
  store i32 %54, ptr %2, align 4, !dbg !484
  store i32 1, ptr %10, align 4
  %55 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #14 [ "funclet"(token %30) ], !dbg !485
  call void @__cxa_end_catch() #14 [ "funclet"(token %30) ], !dbg !480
  catchret from %30 to label %61, !dbg !480

56:                                               ; preds = %43
  %57 = cleanuppad within %30 [], !dbg !485
  %58 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #14 [ "funclet"(token %57) ], !dbg !485
  cleanupret from %57 unwind label %59, !dbg !485

59:                                               ; preds = %56, %35
  %60 = cleanuppad within %30 [], !dbg !480
  call void @__cxa_end_catch() #14 [ "funclet"(token %60) ], !dbg !480
  cleanupret from %60 unwind label %62, !dbg !480

61:                                               ; preds = %53
  br label %49

62:                                               ; preds = %47, %59, %27
  %63 = cleanuppad within none [], !dbg !481
  %64 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #14 [ "funclet"(token %63) ], !dbg !481
  cleanupret from %63 unwind label %65, !dbg !481

65:                                               ; preds = %62, %1
  %66 = catchswitch within none [label %67] unwind label %85, !dbg !482

67:                                               ; preds = %65
  %68 = catchpad within %66 [ptr @_ZTIi], !dbg !482
  %69 = call ptr @llvm.wasm.get.exception(token %68), !dbg !482
  store ptr %69, ptr %7, align 4, !dbg !482
  %70 = call i32 @llvm.wasm.get.ehselector(token %68), !dbg !482
  %71 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14, !dbg !482
  %72 = icmp eq i32 %70, %71, !dbg !482
  br i1 %72, label %73, label %79, !dbg !482

73:                                               ; preds = %67
    #dbg_declare(ptr %11, !486, !DIExpression(), !487)
  %74 = load ptr, ptr %7, align 4, !dbg !482
  %75 = call ptr @__cxa_begin_catch(ptr %74) #14 [ "funclet"(token %68) ], !dbg !482
  %76 = load i32, ptr %75, align 4, !dbg !482
  store i32 %76, ptr %11, align 4, !dbg !482
  %77 = load i32, ptr %11, align 4, !dbg !488
  %78 = mul nsw i32 %77, 100, !dbg !490
  store i32 %78, ptr %2, align 4, !dbg !491
  store i32 1, ptr %10, align 4
  call void @__cxa_end_catch() #14 [ "funclet"(token %68) ], !dbg !492
  catchret from %68 to label %81, !dbg !492

79:                                               ; preds = %67
  invoke void @llvm.wasm.rethrow() #9 [ "funclet"(token %68) ]
          to label %88 unwind label %85, !dbg !492

80:                                               ; preds = %52
  store i32 0, ptr %2, align 4, !dbg !493
  store i32 1, ptr %10, align 4
  br label %82, !dbg !493

81:                                               ; preds = %73
  br label %82

82:                                               ; preds = %80, %81, %49
  %83 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #14, !dbg !494
  %84 = load i32, ptr %2, align 4, !dbg !494
  ret i32 %84, !dbg !494

85:                                               ; preds = %79, %65
  %86 = cleanuppad within none [], !dbg !494
  %87 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #14 [ "funclet"(token %86) ], !dbg !494
  cleanupret from %86 unwind to caller, !dbg !494

88:                                               ; preds = %79, %47, %43, %19
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #10 comdat !dbg !495 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !496, !DIExpression(), !498)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !499, !DIExpression(), !500)
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0, !dbg !501
  %7 = load ptr, ptr %4, align 4, !dbg !502
  store ptr %7, ptr %6, align 4, !dbg !501
  ret ptr %5, !dbg !503
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #10 comdat personality ptr @__gxx_wasm_personality_v0 !dbg !504 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !505, !DIExpression(), !506)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0, !dbg !507
  %5 = load ptr, ptr %4, align 4, !dbg !507
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5)
          to label %7 unwind label %8, !dbg !509

7:                                                ; preds = %1
  ret ptr %3, !dbg !510

8:                                                ; preds = %1
  %9 = cleanuppad within none [], !dbg !509
  call void @_ZSt9terminatev() #12 [ "funclet"(token %9) ], !dbg !509
  unreachable, !dbg !509
}

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind memory(none) }
attributes #9 = { noreturn }
attributes #10 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #11 = { allocsize(0) }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { nounwind }
attributes #15 = { builtin nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
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
!33 = !{!34, !36, !41, !46, !51, !53, !58, !63, !68, !73, !0, !78, !80, !85, !87, !89, !94, !99, !101, !103}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "budget", linkageName: "_ZN7Fragile6budgetE", scope: !2, file: !3, line: 33, type: !10, isLocal: false, isDefinition: true, declaration: !11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 120, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 15)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 240, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 30)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 432, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 54)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 216, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 27)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 344, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 43)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 208, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 26)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 144, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 18)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 400, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 50)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "frees", linkageName: "_ZL5frees", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 8)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(name: "ctors", linkageName: "_ZL5ctors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(name: "dtors", linkageName: "_ZL5dtors", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 48, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 6)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 56, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 7)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !91, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !82, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 60, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 96, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 12)
!108 = !{i32 7, !"Dwarf Version", i32 4}
!109 = !{i32 2, !"Debug Info Version", i32 3}
!110 = !{i32 1, !"wchar_size", i32 4}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !113, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !117)
!113 = !DISubroutineType(types: !114)
!114 = !{!115, !116}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!116 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!117 = !{}
!118 = !DILocalVariable(name: "n", arg: 1, scope: !112, file: !3, line: 15, type: !116)
!119 = !DILocation(line: 15, column: 34, scope: !112)
!120 = !DILocation(line: 15, column: 39, scope: !112)
!121 = !DILocation(line: 15, column: 63, scope: !112)
!122 = !DILocation(line: 15, column: 56, scope: !112)
!123 = !DILocation(line: 15, column: 49, scope: !112)
!124 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !113, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !117)
!125 = !DILocalVariable(name: "n", arg: 1, scope: !124, file: !3, line: 16, type: !116)
!126 = !DILocation(line: 16, column: 36, scope: !124)
!127 = !DILocation(line: 16, column: 41, scope: !124)
!128 = !DILocation(line: 16, column: 65, scope: !124)
!129 = !DILocation(line: 16, column: 58, scope: !124)
!130 = !DILocation(line: 16, column: 51, scope: !124)
!131 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !132, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !117)
!132 = !DISubroutineType(types: !133)
!133 = !{null, !115}
!134 = !DILocalVariable(name: "p", arg: 1, scope: !131, file: !3, line: 17, type: !115)
!135 = !DILocation(line: 17, column: 28, scope: !131)
!136 = !DILocation(line: 17, column: 45, scope: !137)
!137 = distinct !DILexicalBlock(scope: !131, file: !3, line: 17, column: 45)
!138 = !DILocation(line: 17, column: 45, scope: !131)
!139 = !DILocation(line: 17, column: 48, scope: !137)
!140 = !DILocation(line: 17, column: 62, scope: !131)
!141 = !DILocation(line: 17, column: 57, scope: !131)
!142 = !DILocation(line: 17, column: 66, scope: !131)
!143 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !132, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !117)
!144 = !DILocalVariable(name: "p", arg: 1, scope: !143, file: !3, line: 18, type: !115)
!145 = !DILocation(line: 18, column: 30, scope: !143)
!146 = !DILocation(line: 18, column: 47, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 18, column: 47)
!148 = !DILocation(line: 18, column: 47, scope: !143)
!149 = !DILocation(line: 18, column: 50, scope: !147)
!150 = !DILocation(line: 18, column: 64, scope: !143)
!151 = !DILocation(line: 18, column: 59, scope: !143)
!152 = !DILocation(line: 18, column: 68, scope: !143)
!153 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !154, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !117)
!154 = !DISubroutineType(types: !155)
!155 = !{!10}
!156 = !DILocalVariable(name: "f", scope: !157, file: !3, line: 84, type: !158)
!157 = distinct !DILexicalBlock(scope: !153, file: !3, line: 83, column: 7)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!159 = !DILocation(line: 84, column: 14, scope: !157)
!160 = !DILocation(line: 84, column: 18, scope: !157)
!161 = !DILocation(line: 84, column: 22, scope: !157)
!162 = !DILocation(line: 85, column: 31, scope: !157)
!163 = !DILocation(line: 85, column: 34, scope: !157)
!164 = !DILocation(line: 85, column: 5, scope: !157)
!165 = !DILocation(line: 86, column: 3, scope: !157)
!166 = !DILocalVariable(name: "msg", scope: !153, file: !3, line: 86, type: !23)
!167 = !DILocation(line: 86, column: 24, scope: !153)
!168 = !DILocation(line: 87, column: 46, scope: !169)
!169 = distinct !DILexicalBlock(scope: !153, file: !3, line: 86, column: 29)
!170 = !DILocation(line: 87, column: 51, scope: !169)
!171 = !DILocation(line: 87, column: 59, scope: !169)
!172 = !DILocation(line: 87, column: 5, scope: !169)
!173 = !DILocation(line: 88, column: 3, scope: !169)
!174 = !DILocation(line: 91, column: 19, scope: !153)
!175 = !DILocalVariable(name: "arr", scope: !176, file: !3, line: 93, type: !158)
!176 = distinct !DILexicalBlock(scope: !153, file: !3, line: 92, column: 7)
!177 = !DILocation(line: 93, column: 14, scope: !176)
!178 = !DILocation(line: 93, column: 20, scope: !176)
!179 = !DILocation(line: 94, column: 14, scope: !176)
!180 = !DILocation(line: 94, column: 5, scope: !176)
!181 = !DILocation(line: 95, column: 3, scope: !176)
!182 = !DILocalVariable(name: "b", scope: !153, file: !3, line: 95, type: !10)
!183 = !DILocation(line: 95, column: 16, scope: !153)
!184 = !DILocation(line: 96, column: 70, scope: !185)
!185 = distinct !DILexicalBlock(scope: !153, file: !3, line: 95, column: 19)
!186 = !DILocation(line: 96, column: 73, scope: !185)
!187 = !DILocation(line: 96, column: 80, scope: !185)
!188 = !DILocation(line: 96, column: 87, scope: !185)
!189 = !DILocation(line: 96, column: 5, scope: !185)
!190 = !DILocation(line: 97, column: 3, scope: !185)
!191 = !DILocalVariable(name: "ok", scope: !153, file: !3, line: 99, type: !10)
!192 = !DILocation(line: 99, column: 7, scope: !153)
!193 = !DILocalVariable(name: "i", scope: !194, file: !3, line: 100, type: !10)
!194 = distinct !DILexicalBlock(scope: !153, file: !3, line: 100, column: 3)
!195 = !DILocation(line: 100, column: 12, scope: !194)
!196 = !DILocation(line: 100, column: 8, scope: !194)
!197 = !DILocation(line: 100, column: 19, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !3, line: 100, column: 3)
!199 = !DILocation(line: 100, column: 21, scope: !198)
!200 = !DILocation(line: 100, column: 3, scope: !194)
!201 = !DILocation(line: 102, column: 23, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 101, column: 9)
!203 = distinct !DILexicalBlock(scope: !198, file: !3, line: 100, column: 31)
!204 = !DILocation(line: 102, column: 13, scope: !202)
!205 = !DILocation(line: 103, column: 5, scope: !202)
!206 = !DILocalVariable(name: "e", scope: !203, file: !3, line: 103, type: !10)
!207 = !DILocation(line: 103, column: 18, scope: !203)
!208 = !DILocation(line: 104, column: 33, scope: !209)
!209 = distinct !DILexicalBlock(scope: !203, file: !3, line: 103, column: 21)
!210 = !DILocation(line: 104, column: 7, scope: !209)
!211 = !DILocation(line: 105, column: 5, scope: !209)
!212 = !DILocation(line: 106, column: 3, scope: !203)
!213 = !DILocation(line: 100, column: 26, scope: !198)
!214 = !DILocation(line: 100, column: 3, scope: !198)
!215 = distinct !{!215, !200, !216, !217}
!216 = !DILocation(line: 106, column: 3, scope: !194)
!217 = !{!"llvm.loop.mustprogress"}
!218 = !DILocation(line: 102, column: 10, scope: !202)
!219 = !DILocation(line: 107, column: 41, scope: !153)
!220 = !DILocation(line: 107, column: 45, scope: !153)
!221 = !DILocation(line: 107, column: 57, scope: !153)
!222 = !DILocation(line: 107, column: 3, scope: !153)
!223 = !DILocation(line: 109, column: 57, scope: !153)
!224 = !DILocation(line: 110, column: 10, scope: !153)
!225 = !DILocation(line: 110, column: 46, scope: !153)
!226 = !DILocation(line: 109, column: 3, scope: !153)
!227 = !DILocalVariable(name: "thrower", scope: !153, file: !3, line: 112, type: !228)
!228 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !153, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !229)
!229 = !{!230}
!230 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !228, file: !3, line: 112, baseType: !231, size: 32)
!231 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!232 = !DILocation(line: 112, column: 8, scope: !153)
!233 = !DILocation(line: 112, column: 18, scope: !153)
!234 = !DILocalVariable(name: "k", scope: !235, file: !3, line: 116, type: !10)
!235 = distinct !DILexicalBlock(scope: !153, file: !3, line: 116, column: 3)
!236 = !DILocation(line: 116, column: 12, scope: !235)
!237 = !DILocation(line: 116, column: 8, scope: !235)
!238 = !DILocation(line: 116, column: 19, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !3, line: 116, column: 3)
!240 = !DILocation(line: 116, column: 21, scope: !239)
!241 = !DILocation(line: 116, column: 3, scope: !235)
!242 = !DILocation(line: 118, column: 15, scope: !243)
!243 = distinct !DILexicalBlock(scope: !244, file: !3, line: 117, column: 9)
!244 = distinct !DILexicalBlock(scope: !239, file: !3, line: 116, column: 31)
!245 = !DILocation(line: 118, column: 7, scope: !243)
!246 = !DILocation(line: 119, column: 5, scope: !243)
!247 = !DILocalVariable(name: "f", scope: !244, file: !3, line: 119, type: !248)
!248 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!249 = !DILocation(line: 119, column: 23, scope: !244)
!250 = !DILocation(line: 120, column: 44, scope: !251)
!251 = distinct !DILexicalBlock(scope: !244, file: !3, line: 119, column: 26)
!252 = !DILocation(line: 120, column: 46, scope: !251)
!253 = !DILocation(line: 120, column: 7, scope: !251)
!254 = !DILocation(line: 121, column: 5, scope: !251)
!255 = !DILocation(line: 122, column: 3, scope: !244)
!256 = !DILocation(line: 116, column: 26, scope: !239)
!257 = !DILocation(line: 116, column: 3, scope: !239)
!258 = distinct !{!258, !241, !259, !217}
!259 = !DILocation(line: 122, column: 3, scope: !235)
!260 = !DILocalVariable(name: "d", scope: !261, file: !3, line: 124, type: !10)
!261 = distinct !DILexicalBlock(scope: !153, file: !3, line: 124, column: 3)
!262 = !DILocation(line: 124, column: 12, scope: !261)
!263 = !DILocation(line: 124, column: 8, scope: !261)
!264 = !DILocation(line: 124, column: 19, scope: !265)
!265 = distinct !DILexicalBlock(scope: !261, file: !3, line: 124, column: 3)
!266 = !DILocation(line: 124, column: 21, scope: !265)
!267 = !DILocation(line: 124, column: 3, scope: !261)
!268 = !DILocation(line: 124, column: 60, scope: !265)
!269 = !DILocation(line: 124, column: 71, scope: !265)
!270 = !DILocation(line: 124, column: 63, scope: !265)
!271 = !DILocation(line: 124, column: 31, scope: !265)
!272 = !DILocation(line: 124, column: 26, scope: !265)
!273 = !DILocation(line: 124, column: 3, scope: !265)
!274 = distinct !{!274, !267, !275, !217}
!275 = !DILocation(line: 124, column: 73, scope: !261)
!276 = !DILocation(line: 125, column: 64, scope: !153)
!277 = !DILocation(line: 125, column: 72, scope: !153)
!278 = !DILocation(line: 125, column: 79, scope: !153)
!279 = !DILocation(line: 125, column: 86, scope: !153)
!280 = !DILocation(line: 125, column: 93, scope: !153)
!281 = !DILocation(line: 125, column: 3, scope: !153)
!282 = !DILocation(line: 126, column: 3, scope: !153)
!283 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !16, retainedNodes: !117)
!284 = !DILocalVariable(name: "this", arg: 1, scope: !283, type: !158, flags: DIFlagArtificial | DIFlagObjectPointer)
!285 = !DILocation(line: 0, scope: !283)
!286 = !DILocalVariable(name: "x", arg: 2, scope: !283, file: !3, line: 27, type: !10)
!287 = !DILocation(line: 27, column: 24, scope: !283)
!288 = !DILocation(line: 27, column: 29, scope: !283)
!289 = !DILocation(line: 27, column: 31, scope: !283)
!290 = !DILocation(line: 28, column: 9, scope: !291)
!291 = distinct !DILexicalBlock(scope: !292, file: !3, line: 28, column: 9)
!292 = distinct !DILexicalBlock(scope: !283, file: !3, line: 27, column: 34)
!293 = !DILocation(line: 28, column: 11, scope: !291)
!294 = !DILocation(line: 28, column: 9, scope: !292)
!295 = !DILocation(line: 28, column: 18, scope: !291)
!296 = !DILocation(line: 29, column: 5, scope: !292)
!297 = !DILocation(line: 30, column: 3, scope: !283)
!298 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !12, retainedNodes: !117)
!299 = !DILocalVariable(name: "this", arg: 1, scope: !298, type: !158, flags: DIFlagArtificial | DIFlagObjectPointer)
!300 = !DILocation(line: 0, scope: !298)
!301 = !DILocation(line: 23, column: 15, scope: !298)
!302 = !DILocation(line: 23, column: 17, scope: !298)
!303 = !DILocation(line: 24, column: 9, scope: !304)
!304 = distinct !DILexicalBlock(scope: !305, file: !3, line: 24, column: 9)
!305 = distinct !DILexicalBlock(scope: !298, file: !3, line: 23, column: 25)
!306 = !DILocation(line: 24, column: 18, scope: !304)
!307 = !DILocation(line: 24, column: 9, scope: !305)
!308 = !DILocation(line: 24, column: 23, scope: !304)
!309 = !DILocation(line: 24, column: 29, scope: !304)
!310 = !DILocation(line: 25, column: 5, scope: !305)
!311 = !DILocation(line: 26, column: 3, scope: !298)
!312 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !117)
!313 = !DILocalVariable(name: "this", arg: 1, scope: !312, type: !158, flags: DIFlagArtificial | DIFlagObjectPointer)
!314 = !DILocation(line: 0, scope: !312)
!315 = !DILocation(line: 31, column: 16, scope: !316)
!316 = distinct !DILexicalBlock(scope: !312, file: !3, line: 31, column: 14)
!317 = !DILocation(line: 31, column: 25, scope: !312)
!318 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !319, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !117)
!319 = !DISubroutineType(types: !320)
!320 = !{!10, !10}
!321 = !DILocalVariable(name: "x", arg: 1, scope: !318, file: !3, line: 36, type: !10)
!322 = !DILocation(line: 36, column: 26, scope: !318)
!323 = !DILocation(line: 37, column: 7, scope: !324)
!324 = distinct !DILexicalBlock(scope: !318, file: !3, line: 37, column: 7)
!325 = !DILocation(line: 37, column: 9, scope: !324)
!326 = !DILocation(line: 37, column: 7, scope: !318)
!327 = !DILocation(line: 37, column: 14, scope: !324)
!328 = !DILocation(line: 37, column: 20, scope: !324)
!329 = !DILocation(line: 37, column: 22, scope: !324)
!330 = !DILocation(line: 38, column: 10, scope: !318)
!331 = !DILocation(line: 38, column: 3, scope: !318)
!332 = distinct !DISubprogram(name: "nothing", linkageName: "_ZL7nothingi", scope: !3, file: !3, line: 40, type: !319, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !117)
!333 = !DILocalVariable(name: "x", arg: 1, scope: !332, file: !3, line: 40, type: !10)
!334 = !DILocation(line: 40, column: 24, scope: !332)
!335 = !DILocation(line: 40, column: 44, scope: !332)
!336 = !DILocation(line: 40, column: 46, scope: !332)
!337 = !DILocation(line: 40, column: 37, scope: !332)
!338 = distinct !DISubprogram(name: "never", linkageName: "_ZL5neveri", scope: !3, file: !3, line: 41, type: !319, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !117)
!339 = !DILocalVariable(name: "x", arg: 1, scope: !338, file: !3, line: 41, type: !10)
!340 = !DILocation(line: 41, column: 22, scope: !338)
!341 = !DILocation(line: 41, column: 49, scope: !338)
!342 = !DILocation(line: 41, column: 51, scope: !338)
!343 = !DILocation(line: 41, column: 42, scope: !338)
!344 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !345, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !350, retainedNodes: !117)
!345 = !DISubroutineType(types: !346)
!346 = !{!10, !347, !10}
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 32)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !10}
!350 = !{!351}
!351 = !DITemplateTypeParameter(name: "T", type: !5)
!352 = !DILocalVariable(name: "f", arg: 1, scope: !344, file: !3, line: 43, type: !347)
!353 = !DILocation(line: 43, column: 50, scope: !344)
!354 = !DILocalVariable(name: "arg", arg: 2, scope: !344, file: !3, line: 43, type: !10)
!355 = !DILocation(line: 43, column: 63, scope: !344)
!356 = !DILocation(line: 45, column: 5, scope: !357)
!357 = distinct !DILexicalBlock(scope: !344, file: !3, line: 44, column: 7)
!358 = !DILocation(line: 45, column: 7, scope: !357)
!359 = !DILocation(line: 46, column: 3, scope: !357)
!360 = !DILocalVariable(name: "v", scope: !344, file: !3, line: 46, type: !5)
!361 = !DILocation(line: 46, column: 14, scope: !344)
!362 = !DILocation(line: 50, column: 3, scope: !363)
!363 = distinct !DILexicalBlock(scope: !344, file: !3, line: 48, column: 17)
!364 = !DILocation(line: 47, column: 17, scope: !365)
!365 = distinct !DILexicalBlock(scope: !344, file: !3, line: 46, column: 17)
!366 = !DILocation(line: 47, column: 5, scope: !365)
!367 = !DILocation(line: 48, column: 3, scope: !365)
!368 = !DILocation(line: 49, column: 5, scope: !363)
!369 = !DILocation(line: 51, column: 3, scope: !344)
!370 = !DILocation(line: 52, column: 1, scope: !344)
!371 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !348, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !117)
!372 = !DILocalVariable(name: "x", arg: 1, scope: !371, file: !3, line: 54, type: !10)
!373 = !DILocation(line: 54, column: 29, scope: !371)
!374 = !DILocation(line: 54, column: 34, scope: !371)
!375 = !DILocation(line: 54, column: 47, scope: !371)
!376 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !345, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !377, retainedNodes: !117)
!377 = !{!378}
!378 = !DITemplateTypeParameter(name: "T", type: !6)
!379 = !DILocalVariable(name: "f", arg: 1, scope: !376, file: !3, line: 43, type: !347)
!380 = !DILocation(line: 43, column: 50, scope: !376)
!381 = !DILocalVariable(name: "arg", arg: 2, scope: !376, file: !3, line: 43, type: !10)
!382 = !DILocation(line: 43, column: 63, scope: !376)
!383 = !DILocation(line: 45, column: 5, scope: !384)
!384 = distinct !DILexicalBlock(scope: !376, file: !3, line: 44, column: 7)
!385 = !DILocation(line: 45, column: 7, scope: !384)
!386 = !DILocation(line: 46, column: 3, scope: !384)
!387 = !DILocalVariable(name: "v", scope: !376, file: !3, line: 46, type: !6)
!388 = !DILocation(line: 46, column: 14, scope: !376)
!389 = !DILocation(line: 50, column: 3, scope: !390)
!390 = distinct !DILexicalBlock(scope: !376, file: !3, line: 48, column: 17)
!391 = !DILocation(line: 47, column: 17, scope: !392)
!392 = distinct !DILexicalBlock(scope: !376, file: !3, line: 46, column: 17)
!393 = !DILocation(line: 47, column: 5, scope: !392)
!394 = !DILocation(line: 48, column: 3, scope: !392)
!395 = !DILocation(line: 49, column: 5, scope: !390)
!396 = !DILocation(line: 51, column: 3, scope: !376)
!397 = !DILocation(line: 52, column: 1, scope: !376)
!398 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !348, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !117)
!399 = !DILocalVariable(name: "x", arg: 1, scope: !398, file: !3, line: 55, type: !10)
!400 = !DILocation(line: 55, column: 28, scope: !398)
!401 = !DILocation(line: 55, column: 33, scope: !398)
!402 = !DILocation(line: 55, column: 50, scope: !398)
!403 = !DILocation(line: 55, column: 52, scope: !398)
!404 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !345, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, templateParams: !405, retainedNodes: !117)
!405 = !{!406}
!406 = !DITemplateTypeParameter(name: "T", type: !10)
!407 = !DILocalVariable(name: "f", arg: 1, scope: !404, file: !3, line: 43, type: !347)
!408 = !DILocation(line: 43, column: 50, scope: !404)
!409 = !DILocalVariable(name: "arg", arg: 2, scope: !404, file: !3, line: 43, type: !10)
!410 = !DILocation(line: 43, column: 63, scope: !404)
!411 = !DILocation(line: 45, column: 5, scope: !412)
!412 = distinct !DILexicalBlock(scope: !404, file: !3, line: 44, column: 7)
!413 = !DILocation(line: 45, column: 7, scope: !412)
!414 = !DILocation(line: 46, column: 3, scope: !412)
!415 = !DILocalVariable(name: "v", scope: !404, file: !3, line: 46, type: !10)
!416 = !DILocation(line: 46, column: 14, scope: !404)
!417 = !DILocation(line: 50, column: 3, scope: !418)
!418 = distinct !DILexicalBlock(scope: !404, file: !3, line: 48, column: 17)
!419 = !DILocation(line: 47, column: 17, scope: !420)
!420 = distinct !DILexicalBlock(scope: !404, file: !3, line: 46, column: 17)
!421 = !DILocation(line: 47, column: 5, scope: !420)
!422 = !DILocation(line: 48, column: 3, scope: !420)
!423 = !DILocation(line: 49, column: 5, scope: !418)
!424 = !DILocation(line: 51, column: 3, scope: !404)
!425 = !DILocation(line: 52, column: 1, scope: !404)
!426 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !228, file: !3, line: 112, type: !427, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, declaration: !431, retainedNodes: !117)
!427 = !DISubroutineType(types: !428)
!428 = !{null, !429, !10}
!429 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !430, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!430 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !228)
!431 = !DISubprogram(name: "operator()", scope: !228, file: !3, line: 112, type: !427, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!432 = !DILocalVariable(name: "this", arg: 1, scope: !426, type: !433, flags: DIFlagArtificial | DIFlagObjectPointer)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !430, size: 32)
!434 = !DILocation(line: 0, scope: !426)
!435 = !DILocalVariable(name: "k", arg: 2, scope: !426, file: !3, line: 112, type: !10)
!436 = !DILocation(line: 112, column: 28, scope: !426)
!437 = !DILocation(line: 113, column: 9, scope: !438)
!438 = distinct !DILexicalBlock(scope: !426, file: !3, line: 113, column: 9)
!439 = !DILocation(line: 113, column: 11, scope: !438)
!440 = !DILocation(line: 113, column: 9, scope: !426)
!441 = !DILocation(line: 113, column: 16, scope: !438)
!442 = !DILocation(line: 113, column: 30, scope: !438)
!443 = !DILocation(line: 113, column: 32, scope: !438)
!444 = !DILocation(line: 113, column: 22, scope: !438)
!445 = !DILocation(line: 114, column: 11, scope: !426)
!446 = !DILocation(line: 114, column: 5, scope: !426)
!447 = !DILocation(line: 114, column: 8, scope: !426)
!448 = !DILocation(line: 115, column: 3, scope: !426)
!449 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !319, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !117)
!450 = !DILocalVariable(name: "depth", arg: 1, scope: !449, file: !3, line: 63, type: !10)
!451 = !DILocation(line: 63, column: 24, scope: !449)
!452 = !DILocalVariable(name: "s1", scope: !449, file: !3, line: 64, type: !20)
!453 = !DILocation(line: 64, column: 9, scope: !449)
!454 = !DILocalVariable(name: "s2", scope: !455, file: !3, line: 66, type: !20)
!455 = distinct !DILexicalBlock(scope: !449, file: !3, line: 65, column: 7)
!456 = !DILocation(line: 66, column: 11, scope: !455)
!457 = !DILocalVariable(name: "s3", scope: !458, file: !3, line: 68, type: !20)
!458 = distinct !DILexicalBlock(scope: !455, file: !3, line: 67, column: 9)
!459 = !DILocation(line: 68, column: 13, scope: !458)
!460 = !DILocation(line: 69, column: 11, scope: !461)
!461 = distinct !DILexicalBlock(scope: !458, file: !3, line: 69, column: 11)
!462 = !DILocation(line: 69, column: 17, scope: !461)
!463 = !DILocation(line: 69, column: 11, scope: !458)
!464 = !DILocation(line: 69, column: 22, scope: !461)
!465 = !DILocation(line: 69, column: 28, scope: !461)
!466 = !DILocation(line: 70, column: 5, scope: !455)
!467 = !DILocation(line: 70, column: 5, scope: !458)
!468 = !DILocalVariable(name: "d", scope: !455, file: !3, line: 70, type: !10)
!469 = !DILocation(line: 70, column: 18, scope: !455)
!470 = !DILocalVariable(name: "s4", scope: !471, file: !3, line: 71, type: !20)
!471 = distinct !DILexicalBlock(scope: !455, file: !3, line: 70, column: 21)
!472 = !DILocation(line: 71, column: 13, scope: !471)
!473 = !DILocation(line: 72, column: 11, scope: !474)
!474 = distinct !DILexicalBlock(scope: !471, file: !3, line: 72, column: 11)
!475 = !DILocation(line: 72, column: 13, scope: !474)
!476 = !DILocation(line: 72, column: 11, scope: !471)
!477 = !DILocation(line: 72, column: 18, scope: !474)
!478 = !DILocation(line: 72, column: 24, scope: !474)
!479 = !DILocation(line: 72, column: 26, scope: !474)
!480 = !DILocation(line: 74, column: 5, scope: !471)
!481 = !DILocation(line: 75, column: 3, scope: !449)
!482 = !DILocation(line: 75, column: 3, scope: !455)
!483 = !DILocation(line: 73, column: 14, scope: !471)
!484 = !DILocation(line: 73, column: 7, scope: !471)
!485 = !DILocation(line: 74, column: 5, scope: !455)
!486 = !DILocalVariable(name: "d", scope: !449, file: !3, line: 75, type: !10)
!487 = !DILocation(line: 75, column: 16, scope: !449)
!488 = !DILocation(line: 76, column: 12, scope: !489)
!489 = distinct !DILexicalBlock(scope: !449, file: !3, line: 75, column: 19)
!490 = !DILocation(line: 76, column: 14, scope: !489)
!491 = !DILocation(line: 76, column: 5, scope: !489)
!492 = !DILocation(line: 77, column: 3, scope: !489)
!493 = !DILocation(line: 78, column: 3, scope: !449)
!494 = !DILocation(line: 79, column: 1, scope: !449)
!495 = distinct !DISubprogram(name: "Scope", linkageName: "_ZN5ScopeC2EPKc", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !26, retainedNodes: !117)
!496 = !DILocalVariable(name: "this", arg: 1, scope: !495, type: !497, flags: DIFlagArtificial | DIFlagObjectPointer)
!497 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!498 = !DILocation(line: 0, scope: !495)
!499 = !DILocalVariable(name: "n", arg: 2, scope: !495, file: !3, line: 59, type: !23)
!500 = !DILocation(line: 59, column: 21, scope: !495)
!501 = !DILocation(line: 59, column: 26, scope: !495)
!502 = !DILocation(line: 59, column: 31, scope: !495)
!503 = !DILocation(line: 59, column: 35, scope: !495)
!504 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !30, retainedNodes: !117)
!505 = !DILocalVariable(name: "this", arg: 1, scope: !504, type: !497, flags: DIFlagArtificial | DIFlagObjectPointer)
!506 = !DILocation(line: 0, scope: !504)
!507 = !DILocation(line: 60, column: 37, scope: !508)
!508 = distinct !DILexicalBlock(scope: !504, file: !3, line: 60, column: 12)
!509 = !DILocation(line: 60, column: 14, scope: !508)
!510 = !DILocation(line: 60, column: 44, scope: !504)
