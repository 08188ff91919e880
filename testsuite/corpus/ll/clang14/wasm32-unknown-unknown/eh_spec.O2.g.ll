; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal unnamed_addr global i32 0, align 4, !dbg !0
@_ZL5frees = internal unnamed_addr global i32 0, align 4, !dbg !36
@_ZN7Fragile6budgetE = hidden local_unnamed_addr global i32 0, align 4, !dbg !34
@_ZTIPKc = external constant i8*
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal unnamed_addr global i32 0, align 4, !dbg !38
@_ZL5dtors = internal unnamed_addr global i32 0, align 4, !dbg !40
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

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define noalias noundef nonnull i8* @_Znwm(i32 noundef %0) local_unnamed_addr #0 !dbg !46 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !52, metadata !DIExpression()), !dbg !53
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !54, !tbaa !55
  %3 = add nsw i32 %2, 1, !dbg !54
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !54, !tbaa !55
  %4 = tail call i8* @malloc(i32 noundef %0), !dbg !59
  ret i8* %4, !dbg !60
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define noalias noundef nonnull i8* @_Znam(i32 noundef %0) local_unnamed_addr #0 !dbg !61 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !63, metadata !DIExpression()), !dbg !64
  %2 = load i32, i32* @_ZL6allocs, align 4, !dbg !65, !tbaa !55
  %3 = add nsw i32 %2, 1, !dbg !65
  store i32 %3, i32* @_ZL6allocs, align 4, !dbg !65, !tbaa !55
  %4 = tail call i8* @malloc(i32 noundef %0), !dbg !66
  ret i8* %4, !dbg !67
}

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define void @_ZdlPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !68 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !72, metadata !DIExpression()), !dbg !73
  %2 = icmp eq i8* %0, null, !dbg !74
  br i1 %2, label %6, label %3, !dbg !76

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !77, !tbaa !55
  %5 = add nsw i32 %4, 1, !dbg !77
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !77, !tbaa !55
  br label %6, !dbg !77

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !78
  ret void, !dbg !79
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define void @_ZdaPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !80 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !82, metadata !DIExpression()), !dbg !83
  %2 = icmp eq i8* %0, null, !dbg !84
  br i1 %2, label %6, label %3, !dbg !86

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !dbg !87, !tbaa !55
  %5 = add nsw i32 %4, 1, !dbg !87
  store i32 %5, i32* @_ZL5frees, align 4, !dbg !87, !tbaa !55
  br label %6, !dbg !87

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0), !dbg !88
  ret void, !dbg !89
}

; Function Attrs: norecurse
define hidden noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) !dbg !90 {
  call void @llvm.dbg.value(metadata i32 4, metadata !52, metadata !DIExpression()) #7, !dbg !120
  %1 = load i32, i32* @_ZL6allocs, align 4, !dbg !122, !tbaa !55
  %2 = add nsw i32 %1, 1, !dbg !122
  store i32 %2, i32* @_ZL6allocs, align 4, !dbg !122, !tbaa !55
  call void @llvm.dbg.value(metadata %struct.Fragile* poison, metadata !123, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i32 13, metadata !126, metadata !DIExpression()), !dbg !127
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #7, !dbg !129
  %4 = bitcast i8* %3 to i8**, !dbg !129
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %4, align 16, !dbg !129, !tbaa !132
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #9
          to label %5 unwind label %6, !dbg !129

5:                                                ; preds = %0
  unreachable, !dbg !129

6:                                                ; preds = %0
  %7 = cleanuppad within none [], !dbg !134
  call void @llvm.dbg.value(metadata i8* undef, metadata !72, metadata !DIExpression()) #7, !dbg !135
  %8 = load i32, i32* @_ZL5frees, align 4, !dbg !137, !tbaa !55
  %9 = add nsw i32 %8, 1, !dbg !137
  store i32 %9, i32* @_ZL5frees, align 4, !dbg !137, !tbaa !55
  cleanupret from %7 unwind label %10, !dbg !134

10:                                               ; preds = %6
  %11 = catchswitch within none [label %12] unwind to caller, !dbg !138

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIPKc to i8*)], !dbg !138
  %14 = tail call i8* @llvm.wasm.get.exception(token %13), !dbg !138
  %15 = tail call i32 @llvm.wasm.get.ehselector(token %13), !dbg !138
  %16 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #7, !dbg !138
  %17 = icmp eq i32 %15, %16, !dbg !138
  br i1 %17, label %18, label %23, !dbg !138

18:                                               ; preds = %12
  %19 = call i8* @__cxa_begin_catch(i8* %14) #7 [ "funclet"(token %13) ], !dbg !138
  call void @llvm.dbg.value(metadata i8* %19, metadata !97, metadata !DIExpression()), !dbg !139
  %20 = load i32, i32* @_ZL6allocs, align 4, !dbg !140, !tbaa !55
  %21 = load i32, i32* @_ZL5frees, align 4, !dbg !142, !tbaa !55
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %19, i32 noundef %20, i32 noundef %21) [ "funclet"(token %13) ], !dbg !143
  call void @__cxa_end_catch() #7 [ "funclet"(token %13) ], !dbg !144
  catchret from %13 to label %24, !dbg !144

23:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %13) ], !dbg !144
  unreachable, !dbg !144

24:                                               ; preds = %18
  call void @llvm.dbg.value(metadata i32 24, metadata !63, metadata !DIExpression()) #7, !dbg !145
  %25 = load i32, i32* @_ZL6allocs, align 4, !dbg !147, !tbaa !55
  %26 = add nsw i32 %25, 1, !dbg !147
  store i32 %26, i32* @_ZL6allocs, align 4, !dbg !147, !tbaa !55
  %27 = load i32, i32* @_ZL5ctors, align 4, !tbaa !55
  call void @llvm.dbg.value(metadata i8* poison, metadata !148, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i8* poison, metadata !148, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i8* poison, metadata !148, metadata !DIExpression()), !dbg !151
  %28 = add nsw i32 %27, 3, !dbg !153
  store i32 %28, i32* @_ZL5ctors, align 4, !dbg !153, !tbaa !55
  call void @llvm.dbg.value(metadata i8* poison, metadata !148, metadata !DIExpression()), !dbg !151
  store i32 -1, i32* @_ZN7Fragile6budgetE, align 4, !dbg !151, !tbaa !55
  %29 = tail call i8* @__cxa_allocate_exception(i32 4) #7, !dbg !155
  %30 = bitcast i8* %29 to i32*, !dbg !155
  %31 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !dbg !157, !tbaa !55
  store i32 %31, i32* %30, align 16, !dbg !155, !tbaa !55
  invoke void @__cxa_throw(i8* nonnull %29, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %32 unwind label %33, !dbg !155

32:                                               ; preds = %24
  unreachable, !dbg !155

33:                                               ; preds = %24
  %34 = cleanuppad within none [], !dbg !158
  call void @llvm.dbg.value(metadata i8* poison, metadata !148, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i8* poison, metadata !148, metadata !DIExpression()), !dbg !151
  %35 = load i32, i32* @_ZL5dtors, align 4, !tbaa !55
  call void @llvm.dbg.value(metadata i32 undef, metadata !159, metadata !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value)), !dbg !162
  %36 = add i32 %35, 3, !dbg !158
  store i32 %36, i32* @_ZL5dtors, align 4, !dbg !164, !tbaa !55
  call void @llvm.dbg.value(metadata i8* undef, metadata !82, metadata !DIExpression()) #7, !dbg !166
  %37 = load i32, i32* @_ZL5frees, align 4, !dbg !168, !tbaa !55
  %38 = add nsw i32 %37, 1, !dbg !168
  store i32 %38, i32* @_ZL5frees, align 4, !dbg !168, !tbaa !55
  cleanupret from %34 unwind label %39, !dbg !158

39:                                               ; preds = %33
  %40 = catchswitch within none [label %41] unwind to caller, !dbg !169

41:                                               ; preds = %39
  %42 = catchpad within %40 [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !169
  %43 = tail call i8* @llvm.wasm.get.exception(token %42), !dbg !169
  %44 = tail call i32 @llvm.wasm.get.ehselector(token %42), !dbg !169
  %45 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7, !dbg !169
  %46 = icmp eq i32 %44, %45, !dbg !169
  br i1 %46, label %47, label %55, !dbg !169

47:                                               ; preds = %41
  %48 = call i8* @__cxa_begin_catch(i8* %43) #7 [ "funclet"(token %42) ], !dbg !169
  %49 = bitcast i8* %48 to i32*, !dbg !169
  %50 = load i32, i32* %49, align 4, !dbg !169, !tbaa !55
  call void @llvm.dbg.value(metadata i32 %50, metadata !100, metadata !DIExpression()), !dbg !139
  %51 = load i32, i32* @_ZL5ctors, align 4, !dbg !170, !tbaa !55
  %52 = load i32, i32* @_ZL5dtors, align 4, !dbg !172, !tbaa !55
  %53 = load i32, i32* @_ZL5frees, align 4, !dbg !173, !tbaa !55
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53) [ "funclet"(token %42) ], !dbg !174
  call void @__cxa_end_catch() #7 [ "funclet"(token %42) ], !dbg !175
  catchret from %42 to label %115, !dbg !175

55:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %42) ], !dbg !175
  unreachable, !dbg !175

56:                                               ; preds = %138
  call void @llvm.dbg.value(metadata i32 %139, metadata !101, metadata !DIExpression()), !dbg !139
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %139, i32 noundef 2, i32 noundef 0), !dbg !176
  call void @llvm.dbg.value(metadata i32 7, metadata !177, metadata !DIExpression()), !dbg !189
  call void @llvm.dbg.value(metadata i32 7, metadata !191, metadata !DIExpression()), !dbg !194
  %58 = tail call i8* @__cxa_allocate_exception(i32 2) #7, !dbg !197
  %59 = bitcast i8* %58 to i16*, !dbg !197
  store i16 7, i16* %59, align 16, !dbg !197, !tbaa !198
  invoke void @__cxa_throw(i8* nonnull %58, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #9
          to label %60 unwind label %61, !dbg !197

60:                                               ; preds = %56
  unreachable, !dbg !197

61:                                               ; preds = %56
  %62 = catchswitch within none [label %63] unwind to caller, !dbg !200

63:                                               ; preds = %61
  %64 = catchpad within %62 [i8* bitcast (i8** @_ZTIs to i8*), i8* null], !dbg !200
  %65 = tail call i8* @llvm.wasm.get.exception(token %64), !dbg !200
  %66 = tail call i32 @llvm.wasm.get.ehselector(token %64), !dbg !200
  %67 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #7, !dbg !200
  %68 = icmp eq i32 %66, %67, !dbg !200
  %69 = call i8* @__cxa_begin_catch(i8* %65) #7 [ "funclet"(token %64) ], !dbg !189
  br i1 %68, label %70, label %74, !dbg !200

70:                                               ; preds = %63
  %71 = bitcast i8* %69 to i16*, !dbg !201
  %72 = load i16, i16* %71, align 2, !dbg !201, !tbaa !198
  call void @llvm.dbg.value(metadata i16 %72, metadata !186, metadata !DIExpression()), !dbg !189
  %73 = sext i16 %72 to i32, !dbg !203
  call void @__cxa_end_catch() #7 [ "funclet"(token %64) ], !dbg !205
  catchret from %64 to label %75, !dbg !205

74:                                               ; preds = %63
  call void @__cxa_end_catch() [ "funclet"(token %64) ], !dbg !201
  catchret from %64 to label %75, !dbg !201

75:                                               ; preds = %70, %74
  %76 = phi i32 [ %73, %70 ], [ -1, %74 ], !dbg !189
  call void @llvm.dbg.value(metadata i32 3, metadata !206, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i32 3, metadata !215, metadata !DIExpression()), !dbg !218
  %77 = tail call i8* @__cxa_allocate_exception(i32 8) #7, !dbg !221
  %78 = bitcast i8* %77 to i64*, !dbg !221
  store i64 3000, i64* %78, align 16, !dbg !221, !tbaa !222
  invoke void @__cxa_throw(i8* nonnull %77, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #9
          to label %79 unwind label %80, !dbg !221

79:                                               ; preds = %75
  unreachable, !dbg !221

80:                                               ; preds = %75
  %81 = catchswitch within none [label %82] unwind to caller, !dbg !224

82:                                               ; preds = %80
  %83 = catchpad within %81 [i8* bitcast (i8** @_ZTIx to i8*), i8* null], !dbg !224
  %84 = tail call i8* @llvm.wasm.get.exception(token %83), !dbg !224
  %85 = tail call i32 @llvm.wasm.get.ehselector(token %83), !dbg !224
  %86 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #7, !dbg !224
  %87 = icmp eq i32 %85, %86, !dbg !224
  %88 = call i8* @__cxa_begin_catch(i8* %84) #7 [ "funclet"(token %83) ], !dbg !213
  br i1 %87, label %89, label %93, !dbg !224

89:                                               ; preds = %82
  %90 = bitcast i8* %88 to i64*, !dbg !225
  %91 = load i64, i64* %90, align 8, !dbg !225, !tbaa !222
  call void @llvm.dbg.value(metadata i64 %91, metadata !210, metadata !DIExpression()), !dbg !213
  %92 = trunc i64 %91 to i32, !dbg !227
  call void @__cxa_end_catch() #7 [ "funclet"(token %83) ], !dbg !229
  catchret from %83 to label %94, !dbg !229

93:                                               ; preds = %82
  call void @__cxa_end_catch() [ "funclet"(token %83) ], !dbg !225
  catchret from %83 to label %94, !dbg !225

94:                                               ; preds = %89, %93
  %95 = phi i32 [ %92, %89 ], [ -1, %93 ], !dbg !213
  call void @llvm.dbg.value(metadata i32 1, metadata !230, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i32 1, metadata !191, metadata !DIExpression()), !dbg !239
  %96 = tail call i8* @__cxa_allocate_exception(i32 2) #7, !dbg !242
  %97 = bitcast i8* %96 to i16*, !dbg !242
  store i16 1, i16* %97, align 16, !dbg !242, !tbaa !198
  invoke void @__cxa_throw(i8* nonnull %96, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #9
          to label %98 unwind label %99, !dbg !242

98:                                               ; preds = %94
  unreachable, !dbg !242

99:                                               ; preds = %94
  %100 = catchswitch within none [label %101] unwind to caller, !dbg !243

101:                                              ; preds = %99
  %102 = catchpad within %100 [i8* bitcast (i8** @_ZTIi to i8*), i8* null], !dbg !243
  %103 = tail call i8* @llvm.wasm.get.exception(token %102), !dbg !243
  %104 = tail call i32 @llvm.wasm.get.ehselector(token %102), !dbg !243
  %105 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7, !dbg !243
  %106 = icmp eq i32 %104, %105, !dbg !243
  %107 = call i8* @__cxa_begin_catch(i8* %103) #7 [ "funclet"(token %102) ], !dbg !237
  br i1 %106, label %108, label %111, !dbg !243

108:                                              ; preds = %101
  %109 = bitcast i8* %107 to i32*, !dbg !244
  %110 = load i32, i32* %109, align 4, !dbg !244, !tbaa !55
  call void @llvm.dbg.value(metadata i32 %110, metadata !234, metadata !DIExpression()), !dbg !237
  call void @__cxa_end_catch() #7 [ "funclet"(token %102) ], !dbg !246
  catchret from %102 to label %112, !dbg !246

111:                                              ; preds = %101
  call void @__cxa_end_catch() [ "funclet"(token %102) ], !dbg !244
  catchret from %102 to label %112, !dbg !244

112:                                              ; preds = %108, %111
  %113 = phi i32 [ %110, %108 ], [ -1, %111 ], !dbg !237
  %114 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %76, i32 noundef %95, i32 noundef %113), !dbg !248
  call void @llvm.dbg.value(metadata i32* undef, metadata !107, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()), !dbg !249
  br label %144, !dbg !250

115:                                              ; preds = %47, %138
  %116 = phi i32 [ %140, %138 ], [ 0, %47 ]
  %117 = phi i32 [ %139, %138 ], [ 0, %47 ]
  call void @llvm.dbg.value(metadata i32 %116, metadata !102, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i32 %116, metadata !252, metadata !DIExpression()), !dbg !257
  %118 = icmp ugt i32 %116, 2, !dbg !260
  br i1 %118, label %119, label %142, !dbg !262

119:                                              ; preds = %115
  %120 = tail call i8* @__cxa_allocate_exception(i32 4) #7, !dbg !263
  %121 = bitcast i8* %120 to i32*, !dbg !263
  %122 = shl nuw nsw i32 %116, 1, !dbg !264
  store i32 %122, i32* %121, align 16, !dbg !263, !tbaa !55
  invoke void @__cxa_throw(i8* nonnull %120, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %123 unwind label %124, !dbg !263

123:                                              ; preds = %119
  unreachable, !dbg !263

124:                                              ; preds = %119
  %125 = catchswitch within none [label %126] unwind to caller, !dbg !265

126:                                              ; preds = %124
  %127 = catchpad within %125 [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !265
  %128 = tail call i8* @llvm.wasm.get.exception(token %127), !dbg !265
  %129 = tail call i32 @llvm.wasm.get.ehselector(token %127), !dbg !265
  %130 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7, !dbg !265
  %131 = icmp eq i32 %129, %130, !dbg !265
  br i1 %131, label %132, label %137, !dbg !265

132:                                              ; preds = %126
  %133 = call i8* @__cxa_begin_catch(i8* %128) #7 [ "funclet"(token %127) ], !dbg !265
  %134 = bitcast i8* %133 to i32*, !dbg !265
  %135 = load i32, i32* %134, align 4, !dbg !265, !tbaa !55
  call void @llvm.dbg.value(metadata i32 %135, metadata !104, metadata !DIExpression()), !dbg !266
  %136 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %135) [ "funclet"(token %127) ], !dbg !267
  call void @__cxa_end_catch() #7 [ "funclet"(token %127) ], !dbg !269
  catchret from %127 to label %138, !dbg !269

137:                                              ; preds = %126
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %127) ], !dbg !269
  unreachable, !dbg !269

138:                                              ; preds = %142, %132
  %139 = phi i32 [ %117, %132 ], [ %143, %142 ], !dbg !139
  %140 = add nuw nsw i32 %116, 1, !dbg !270
  call void @llvm.dbg.value(metadata i32 %140, metadata !102, metadata !DIExpression()), !dbg !251
  %141 = icmp eq i32 %140, 5, !dbg !271
  br i1 %141, label %56, label %115, !dbg !272, !llvm.loop !273

142:                                              ; preds = %115
  call void @llvm.dbg.value(metadata i32 %117, metadata !101, metadata !DIExpression()), !dbg !139
  %143 = add nsw i32 %116, %117, !dbg !276
  call void @llvm.dbg.value(metadata i32 %143, metadata !101, metadata !DIExpression()), !dbg !139
  br label %138, !dbg !265

144:                                              ; preds = %112, %174
  %145 = phi i32 [ 0, %112 ], [ %176, %174 ]
  %146 = phi i32 [ %139, %112 ], [ %175, %174 ]
  call void @llvm.dbg.value(metadata i32 %145, metadata !112, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !277, metadata !DIExpression()), !dbg !290
  call void @llvm.dbg.value(metadata i32 %145, metadata !288, metadata !DIExpression()), !dbg !290
  %147 = and i32 %145, 1, !dbg !293
  %148 = icmp eq i32 %147, 0, !dbg !295
  br i1 %148, label %158, label %149, !dbg !296

149:                                              ; preds = %144
  %150 = tail call i8* @__cxa_allocate_exception(i32 4) #7, !dbg !297
  %151 = bitcast i8* %150 to %struct.Fragile*, !dbg !297
  %152 = mul nuw nsw i32 %145, 3, !dbg !298
  %153 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %151, i32 noundef %152)
          to label %154 unwind label %156, !dbg !299

154:                                              ; preds = %149
  invoke void @__cxa_throw(i8* %150, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #9
          to label %155 unwind label %160, !dbg !297

155:                                              ; preds = %154
  unreachable, !dbg !297

156:                                              ; preds = %149
  %157 = cleanuppad within none [], !dbg !297
  call void @__cxa_free_exception(i8* %150) #7 [ "funclet"(token %157) ], !dbg !297
  cleanupret from %157 unwind label %160

158:                                              ; preds = %144
  %159 = add nsw i32 %145, %146, !dbg !300
  br label %174, !dbg !301

160:                                              ; preds = %154, %156
  %161 = catchswitch within none [label %162] unwind to caller, !dbg !302

162:                                              ; preds = %160
  %163 = catchpad within %161 [i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)], !dbg !302
  %164 = tail call i8* @llvm.wasm.get.exception(token %163), !dbg !302
  %165 = tail call i32 @llvm.wasm.get.ehselector(token %163), !dbg !302
  %166 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #7, !dbg !302
  %167 = icmp eq i32 %165, %166, !dbg !302
  br i1 %167, label %168, label %173, !dbg !302

168:                                              ; preds = %162
  %169 = call i8* @__cxa_begin_catch(i8* %164) #7 [ "funclet"(token %163) ], !dbg !302
  call void @llvm.dbg.value(metadata i8* %169, metadata !114, metadata !DIExpression()), !dbg !303
  %170 = bitcast i8* %169 to i32*, !dbg !304
  %171 = load i32, i32* %170, align 4, !dbg !304, !tbaa !306
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %171) [ "funclet"(token %163) ], !dbg !308
  call void @__cxa_end_catch() [ "funclet"(token %163) ], !dbg !309
  catchret from %163 to label %174, !dbg !309

173:                                              ; preds = %162
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %163) ], !dbg !309
  unreachable, !dbg !309

174:                                              ; preds = %158, %168
  %175 = phi i32 [ %159, %158 ], [ %146, %168 ], !dbg !139
  %176 = add nuw nsw i32 %145, 1, !dbg !310
  call void @llvm.dbg.value(metadata i32 %176, metadata !112, metadata !DIExpression()), !dbg !249
  %177 = icmp eq i32 %176, 4, !dbg !311
  br i1 %177, label %178, label %144, !dbg !250, !llvm.loop !312

178:                                              ; preds = %174, %242
  %179 = phi i32 [ %246, %242 ], [ 0, %174 ], !dbg !314
  call void @llvm.dbg.value(metadata i32 %179, metadata !118, metadata !DIExpression()), !dbg !314
  %180 = icmp ult i32 %179, 3, !dbg !315
  br i1 %180, label %187, label %181, !dbg !317

181:                                              ; preds = %178
  %182 = load i32, i32* @_ZL6allocs, align 4, !dbg !318, !tbaa !55
  %183 = load i32, i32* @_ZL5frees, align 4, !dbg !319, !tbaa !55
  %184 = load i32, i32* @_ZL5ctors, align 4, !dbg !320, !tbaa !55
  %185 = load i32, i32* @_ZL5dtors, align 4, !dbg !321, !tbaa !55
  call void @llvm.dbg.value(metadata i32 %175, metadata !101, metadata !DIExpression()), !dbg !139
  %186 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %182, i32 noundef %183, i32 noundef %184, i32 noundef %185, i32 noundef %175), !dbg !322
  ret i32 0, !dbg !323

187:                                              ; preds = %178
  call void @llvm.dbg.value(metadata i32 %179, metadata !324, metadata !DIExpression()), !dbg !336
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0), metadata !327, metadata !DIExpression()), !dbg !336
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), metadata !328, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0), metadata !330, metadata !DIExpression()), !dbg !339
  %188 = icmp eq i32 %179, 0, !dbg !340
  br i1 %188, label %192, label %189, !dbg !342

189:                                              ; preds = %187
  %190 = tail call i8* @__cxa_allocate_exception(i32 4) #7, !dbg !343
  %191 = bitcast i8* %190 to i32*, !dbg !343
  store i32 %179, i32* %191, align 16, !dbg !343, !tbaa !55
  invoke void @__cxa_throw(i8* nonnull %190, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %241 unwind label %194, !dbg !343

192:                                              ; preds = %187
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !344, metadata !DIExpression()) #7, !dbg !348
  %193 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #7, !dbg !350
  br label %214, !dbg !352

194:                                              ; preds = %189
  %195 = cleanuppad within none [], !dbg !353
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !344, metadata !DIExpression()) #7, !dbg !354
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #7 [ "funclet"(token %195) ], !dbg !356
  cleanupret from %195 unwind label %197, !dbg !353

197:                                              ; preds = %194
  %198 = catchswitch within none [label %199] unwind label %222, !dbg !357

199:                                              ; preds = %197
  %200 = catchpad within %198 [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !357
  %201 = tail call i8* @llvm.wasm.get.exception(token %200), !dbg !357
  %202 = tail call i32 @llvm.wasm.get.ehselector(token %200), !dbg !357
  %203 = icmp eq i32 %202, %105, !dbg !357
  br i1 %203, label %204, label %213, !dbg !357

204:                                              ; preds = %199
  %205 = call i8* @__cxa_begin_catch(i8* %201) #7 [ "funclet"(token %200) ], !dbg !357
  %206 = bitcast i8* %205 to i32*, !dbg !357
  %207 = load i32, i32* %206, align 4, !dbg !357, !tbaa !55
  call void @llvm.dbg.value(metadata i32 %207, metadata !332, metadata !DIExpression()), !dbg !338
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0), metadata !333, metadata !DIExpression()), !dbg !358
  %208 = icmp sgt i32 %207, 1, !dbg !359
  br i1 %208, label %209, label %217, !dbg !361

209:                                              ; preds = %204
  %210 = call i8* @__cxa_allocate_exception(i32 4) #7 [ "funclet"(token %200) ], !dbg !362
  %211 = bitcast i8* %210 to i32*, !dbg !362
  %212 = add nuw nsw i32 %207, 10, !dbg !363
  store i32 %212, i32* %211, align 16, !dbg !362, !tbaa !55
  invoke void @__cxa_throw(i8* nonnull %210, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9 [ "funclet"(token %200) ]
          to label %241 unwind label %219, !dbg !362

213:                                              ; preds = %199
  invoke void @llvm.wasm.rethrow() #9 [ "funclet"(token %200) ]
          to label %241 unwind label %222, !dbg !364

214:                                              ; preds = %217, %192
  %215 = phi i32 [ %207, %217 ], [ 0, %192 ]
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !344, metadata !DIExpression()) #7, !dbg !365
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #7, !dbg !367
  br label %242

217:                                              ; preds = %204
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !344, metadata !DIExpression()) #7, !dbg !368
  %218 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #7 [ "funclet"(token %200) ], !dbg !370
  call void @__cxa_end_catch() #7 [ "funclet"(token %200) ], !dbg !364
  catchret from %200 to label %214, !dbg !364

219:                                              ; preds = %209
  %220 = cleanuppad within %200 [], !dbg !371
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !344, metadata !DIExpression()) #7, !dbg !372
  %221 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #7 [ "funclet"(token %220) ], !dbg !374
  call void @__cxa_end_catch() #7 [ "funclet"(token %220) ], !dbg !364
  cleanupret from %220 unwind label %222, !dbg !364

222:                                              ; preds = %219, %213, %197
  %223 = cleanuppad within none [], !dbg !352
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !344, metadata !DIExpression()) #7, !dbg !375
  %224 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #7 [ "funclet"(token %223) ], !dbg !377
  cleanupret from %223 unwind label %225, !dbg !352

225:                                              ; preds = %222
  %226 = catchswitch within none [label %227] unwind label %238, !dbg !378

227:                                              ; preds = %225
  %228 = catchpad within %226 [i8* bitcast (i8** @_ZTIi to i8*)], !dbg !378
  %229 = tail call i8* @llvm.wasm.get.exception(token %228), !dbg !378
  %230 = tail call i32 @llvm.wasm.get.ehselector(token %228), !dbg !378
  %231 = icmp eq i32 %230, %105, !dbg !378
  br i1 %231, label %232, label %237, !dbg !378

232:                                              ; preds = %227
  %233 = call i8* @__cxa_begin_catch(i8* %229) #7 [ "funclet"(token %228) ], !dbg !378
  %234 = bitcast i8* %233 to i32*, !dbg !378
  %235 = load i32, i32* %234, align 4, !dbg !378, !tbaa !55
  call void @llvm.dbg.value(metadata i32 %235, metadata !335, metadata !DIExpression()), !dbg !336
  %236 = mul nsw i32 %235, 100, !dbg !379
  call void @__cxa_end_catch() #7 [ "funclet"(token %228) ], !dbg !381
  catchret from %228 to label %242, !dbg !381

237:                                              ; preds = %227
  invoke void @llvm.wasm.rethrow() #9 [ "funclet"(token %228) ]
          to label %241 unwind label %238, !dbg !381

238:                                              ; preds = %237, %225
  %239 = cleanuppad within none [], !dbg !382
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !344, metadata !DIExpression()) #7, !dbg !383
  %240 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #7 [ "funclet"(token %239) ], !dbg !385
  cleanupret from %239 unwind to caller, !dbg !382

241:                                              ; preds = %213, %209, %189, %237
  unreachable

242:                                              ; preds = %214, %232
  %243 = phi i32 [ %236, %232 ], [ %215, %214 ], !dbg !336
  call void @llvm.dbg.value(metadata %struct.Scope* undef, metadata !344, metadata !DIExpression()) #7, !dbg !386
  %244 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #7, !dbg !388
  %245 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %179, i32 noundef %243), !dbg !389
  %246 = add nuw nsw i32 %179, 1, !dbg !390
  call void @llvm.dbg.value(metadata i32 %246, metadata !118, metadata !DIExpression()), !dbg !314
  br label %178, !dbg !391, !llvm.loop !392
}

define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat !dbg !124 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !123, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata i32 %1, metadata !126, metadata !DIExpression()), !dbg !394
  %3 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %0, i32 0, i32 0, !dbg !395
  store i32 %1, i32* %3, align 4, !dbg !395, !tbaa !306
  %4 = icmp eq i32 %1, 13, !dbg !396
  br i1 %4, label %5, label %8, !dbg !397

5:                                                ; preds = %2
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #7, !dbg !398
  %7 = bitcast i8* %6 to i8**, !dbg !398
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %7, align 16, !dbg !398, !tbaa !132
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #9, !dbg !398
  unreachable, !dbg !398

8:                                                ; preds = %2
  %9 = load i32, i32* @_ZL5ctors, align 4, !dbg !399, !tbaa !55
  %10 = add nsw i32 %9, 1, !dbg !399
  store i32 %10, i32* @_ZL5ctors, align 4, !dbg !399, !tbaa !55
  ret %struct.Fragile* %0, !dbg !400
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #7

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #7

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #8

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #9

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #10 comdat !dbg !160 {
  call void @llvm.dbg.value(metadata %struct.Fragile* %0, metadata !159, metadata !DIExpression()), !dbg !401
  %2 = load i32, i32* @_ZL5dtors, align 4, !dbg !402, !tbaa !55
  %3 = add nsw i32 %2, 1, !dbg !402
  store i32 %3, i32* @_ZL5dtors, align 4, !dbg !402, !tbaa !55
  ret %struct.Fragile* %0, !dbg !403
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #11

attributes #0 = { mustprogress nobuiltin nofree nounwind willreturn allocsize(0) "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress nobuiltin nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nounwind }
attributes #8 = { nofree nosync nounwind readnone }
attributes #9 = { noreturn }
attributes #10 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "allocs", linkageName: "_ZL6allocs", scope: !2, file: !3, line: 13, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !33, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "eh_spec.cpp", directory: "/ehi/corpus")
!4 = !{!5, !6, !7, !10, !20}
!5 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Fragile", file: !3, line: 20, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !8, identifier: "_ZTS7Fragile")
!8 = !{!9, !11, !12, !16, !19}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !7, file: !3, line: 21, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "budget", scope: !7, file: !3, line: 22, baseType: !10, flags: DIFlagStaticMember)
!12 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = !DISubprogram(name: "Fragile", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagExplicit | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !15, !10}
!19 = !DISubprogram(name: "~Fragile", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Scope", file: !3, line: 57, size: 32, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !21, identifier: "_ZTS5Scope")
!21 = !{!22, !26, !30}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !20, file: !3, line: 58, baseType: !23, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DISubprogram(name: "Scope", scope: !20, file: !3, line: 59, type: !27, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !23}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!30 = !DISubprogram(name: "~Scope", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
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
!46 = distinct !DISubprogram(name: "operator new", linkageName: "_Znwm", scope: !3, file: !3, line: 15, type: !47, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!47 = !DISubroutineType(types: !48)
!48 = !{!49, !50}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!50 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!51 = !{!52}
!52 = !DILocalVariable(name: "n", arg: 1, scope: !46, file: !3, line: 15, type: !50)
!53 = !DILocation(line: 0, scope: !46)
!54 = !DILocation(line: 15, column: 39, scope: !46)
!55 = !{!56, !56, i64 0}
!56 = !{!"int", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C++ TBAA"}
!59 = !DILocation(line: 15, column: 56, scope: !46)
!60 = !DILocation(line: 15, column: 49, scope: !46)
!61 = distinct !DISubprogram(name: "operator new[]", linkageName: "_Znam", scope: !3, file: !3, line: 16, type: !47, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!62 = !{!63}
!63 = !DILocalVariable(name: "n", arg: 1, scope: !61, file: !3, line: 16, type: !50)
!64 = !DILocation(line: 0, scope: !61)
!65 = !DILocation(line: 16, column: 41, scope: !61)
!66 = !DILocation(line: 16, column: 58, scope: !61)
!67 = !DILocation(line: 16, column: 51, scope: !61)
!68 = distinct !DISubprogram(name: "operator delete", linkageName: "_ZdlPv", scope: !3, file: !3, line: 17, type: !69, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !49}
!71 = !{!72}
!72 = !DILocalVariable(name: "p", arg: 1, scope: !68, file: !3, line: 17, type: !49)
!73 = !DILocation(line: 0, scope: !68)
!74 = !DILocation(line: 17, column: 45, scope: !75)
!75 = distinct !DILexicalBlock(scope: !68, file: !3, line: 17, column: 45)
!76 = !DILocation(line: 17, column: 45, scope: !68)
!77 = !DILocation(line: 17, column: 48, scope: !75)
!78 = !DILocation(line: 17, column: 57, scope: !68)
!79 = !DILocation(line: 17, column: 66, scope: !68)
!80 = distinct !DISubprogram(name: "operator delete[]", linkageName: "_ZdaPv", scope: !3, file: !3, line: 18, type: !69, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!81 = !{!82}
!82 = !DILocalVariable(name: "p", arg: 1, scope: !80, file: !3, line: 18, type: !49)
!83 = !DILocation(line: 0, scope: !80)
!84 = !DILocation(line: 18, column: 47, scope: !85)
!85 = distinct !DILexicalBlock(scope: !80, file: !3, line: 18, column: 47)
!86 = !DILocation(line: 18, column: 47, scope: !80)
!87 = !DILocation(line: 18, column: 50, scope: !85)
!88 = !DILocation(line: 18, column: 59, scope: !80)
!89 = !DILocation(line: 18, column: 68, scope: !80)
!90 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 81, type: !91, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!10}
!93 = !{!94, !97, !98, !100, !101, !102, !104, !107, !112, !114, !118}
!94 = !DILocalVariable(name: "f", scope: !95, file: !3, line: 84, type: !96)
!95 = distinct !DILexicalBlock(scope: !90, file: !3, line: 83, column: 7)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!97 = !DILocalVariable(name: "msg", scope: !90, file: !3, line: 86, type: !23)
!98 = !DILocalVariable(name: "arr", scope: !99, file: !3, line: 93, type: !96)
!99 = distinct !DILexicalBlock(scope: !90, file: !3, line: 92, column: 7)
!100 = !DILocalVariable(name: "b", scope: !90, file: !3, line: 95, type: !10)
!101 = !DILocalVariable(name: "ok", scope: !90, file: !3, line: 99, type: !10)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 100, type: !10)
!103 = distinct !DILexicalBlock(scope: !90, file: !3, line: 100, column: 3)
!104 = !DILocalVariable(name: "e", scope: !105, file: !3, line: 103, type: !10)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 100, column: 31)
!106 = distinct !DILexicalBlock(scope: !103, file: !3, line: 100, column: 3)
!107 = !DILocalVariable(name: "thrower", scope: !90, file: !3, line: 112, type: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !90, file: !3, line: 112, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !109)
!109 = !{!110}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "ok", scope: !108, file: !3, line: 112, baseType: !111, size: 32)
!111 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !10, size: 32)
!112 = !DILocalVariable(name: "k", scope: !113, file: !3, line: 116, type: !10)
!113 = distinct !DILexicalBlock(scope: !90, file: !3, line: 116, column: 3)
!114 = !DILocalVariable(name: "f", scope: !115, file: !3, line: 119, type: !117)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 116, column: 31)
!116 = distinct !DILexicalBlock(scope: !113, file: !3, line: 116, column: 3)
!117 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !7, size: 32)
!118 = !DILocalVariable(name: "d", scope: !119, file: !3, line: 124, type: !10)
!119 = distinct !DILexicalBlock(scope: !90, file: !3, line: 124, column: 3)
!120 = !DILocation(line: 0, scope: !46, inlinedAt: !121)
!121 = distinct !DILocation(line: 84, column: 18, scope: !95)
!122 = !DILocation(line: 15, column: 39, scope: !46, inlinedAt: !121)
!123 = !DILocalVariable(name: "this", arg: 1, scope: !124, type: !96, flags: DIFlagArtificial | DIFlagObjectPointer)
!124 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ei", scope: !7, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !16, retainedNodes: !125)
!125 = !{!123, !126}
!126 = !DILocalVariable(name: "x", arg: 2, scope: !124, file: !3, line: 27, type: !10)
!127 = !DILocation(line: 0, scope: !124, inlinedAt: !128)
!128 = distinct !DILocation(line: 84, column: 22, scope: !95)
!129 = !DILocation(line: 28, column: 18, scope: !130, inlinedAt: !128)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 28, column: 9)
!131 = distinct !DILexicalBlock(scope: !124, file: !3, line: 27, column: 34)
!132 = !{!133, !133, i64 0}
!133 = !{!"any pointer", !57, i64 0}
!134 = !DILocation(line: 84, column: 18, scope: !95)
!135 = !DILocation(line: 0, scope: !68, inlinedAt: !136)
!136 = distinct !DILocation(line: 84, column: 18, scope: !95)
!137 = !DILocation(line: 17, column: 48, scope: !75, inlinedAt: !136)
!138 = !DILocation(line: 86, column: 3, scope: !95)
!139 = !DILocation(line: 0, scope: !90)
!140 = !DILocation(line: 87, column: 51, scope: !141)
!141 = distinct !DILexicalBlock(scope: !90, file: !3, line: 86, column: 29)
!142 = !DILocation(line: 87, column: 59, scope: !141)
!143 = !DILocation(line: 87, column: 5, scope: !141)
!144 = !DILocation(line: 88, column: 3, scope: !141)
!145 = !DILocation(line: 0, scope: !61, inlinedAt: !146)
!146 = distinct !DILocation(line: 93, column: 20, scope: !99)
!147 = !DILocation(line: 16, column: 41, scope: !61, inlinedAt: !146)
!148 = !DILocalVariable(name: "this", arg: 1, scope: !149, type: !96, flags: DIFlagArtificial | DIFlagObjectPointer)
!149 = distinct !DISubprogram(name: "Fragile", linkageName: "_ZN7FragileC2Ev", scope: !7, file: !3, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !12, retainedNodes: !150)
!150 = !{!148}
!151 = !DILocation(line: 0, scope: !149, inlinedAt: !152)
!152 = distinct !DILocation(line: 93, column: 20, scope: !99)
!153 = !DILocation(line: 25, column: 5, scope: !154, inlinedAt: !152)
!154 = distinct !DILexicalBlock(scope: !149, file: !3, line: 23, column: 25)
!155 = !DILocation(line: 24, column: 23, scope: !156, inlinedAt: !152)
!156 = distinct !DILexicalBlock(scope: !154, file: !3, line: 24, column: 9)
!157 = !DILocation(line: 24, column: 29, scope: !156, inlinedAt: !152)
!158 = !DILocation(line: 93, column: 20, scope: !99)
!159 = !DILocalVariable(name: "this", arg: 1, scope: !160, type: !96, flags: DIFlagArtificial | DIFlagObjectPointer)
!160 = distinct !DISubprogram(name: "~Fragile", linkageName: "_ZN7FragileD2Ev", scope: !7, file: !3, line: 31, type: !13, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !19, retainedNodes: !161)
!161 = !{!159}
!162 = !DILocation(line: 0, scope: !160, inlinedAt: !163)
!163 = distinct !DILocation(line: 93, column: 20, scope: !99)
!164 = !DILocation(line: 31, column: 16, scope: !165, inlinedAt: !163)
!165 = distinct !DILexicalBlock(scope: !160, file: !3, line: 31, column: 14)
!166 = !DILocation(line: 0, scope: !80, inlinedAt: !167)
!167 = distinct !DILocation(line: 93, column: 20, scope: !99)
!168 = !DILocation(line: 18, column: 50, scope: !85, inlinedAt: !167)
!169 = !DILocation(line: 95, column: 3, scope: !99)
!170 = !DILocation(line: 96, column: 73, scope: !171)
!171 = distinct !DILexicalBlock(scope: !90, file: !3, line: 95, column: 19)
!172 = !DILocation(line: 96, column: 80, scope: !171)
!173 = !DILocation(line: 96, column: 87, scope: !171)
!174 = !DILocation(line: 96, column: 5, scope: !171)
!175 = !DILocation(line: 97, column: 3, scope: !171)
!176 = !DILocation(line: 107, column: 3, scope: !90)
!177 = !DILocalVariable(name: "arg", arg: 2, scope: !178, file: !3, line: 43, type: !10)
!178 = distinct !DISubprogram(name: "catch_as<short>", linkageName: "_ZL8catch_asIsEiPFviEi", scope: !3, file: !3, line: 43, type: !179, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !187, retainedNodes: !184)
!179 = !DISubroutineType(types: !180)
!180 = !{!10, !181, !10}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 32)
!182 = !DISubroutineType(types: !183)
!183 = !{null, !10}
!184 = !{!185, !177, !186}
!185 = !DILocalVariable(name: "f", arg: 1, scope: !178, file: !3, line: 43, type: !181)
!186 = !DILocalVariable(name: "v", scope: !178, file: !3, line: 46, type: !5)
!187 = !{!188}
!188 = !DITemplateTypeParameter(name: "T", type: !5)
!189 = !DILocation(line: 0, scope: !178, inlinedAt: !190)
!190 = distinct !DILocation(line: 109, column: 57, scope: !90)
!191 = !DILocalVariable(name: "x", arg: 1, scope: !192, file: !3, line: 54, type: !10)
!192 = distinct !DISubprogram(name: "throw_short", linkageName: "_ZL11throw_shorti", scope: !3, file: !3, line: 54, type: !182, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !193)
!193 = !{!191}
!194 = !DILocation(line: 0, scope: !192, inlinedAt: !195)
!195 = distinct !DILocation(line: 45, column: 5, scope: !196, inlinedAt: !190)
!196 = distinct !DILexicalBlock(scope: !178, file: !3, line: 44, column: 7)
!197 = !DILocation(line: 54, column: 34, scope: !192, inlinedAt: !195)
!198 = !{!199, !199, i64 0}
!199 = !{!"short", !57, i64 0}
!200 = !DILocation(line: 46, column: 3, scope: !196, inlinedAt: !190)
!201 = !DILocation(line: 50, column: 3, scope: !202, inlinedAt: !190)
!202 = distinct !DILexicalBlock(scope: !178, file: !3, line: 48, column: 17)
!203 = !DILocation(line: 47, column: 17, scope: !204, inlinedAt: !190)
!204 = distinct !DILexicalBlock(scope: !178, file: !3, line: 46, column: 17)
!205 = !DILocation(line: 48, column: 3, scope: !204, inlinedAt: !190)
!206 = !DILocalVariable(name: "arg", arg: 2, scope: !207, file: !3, line: 43, type: !10)
!207 = distinct !DISubprogram(name: "catch_as<long long>", linkageName: "_ZL8catch_asIxEiPFviEi", scope: !3, file: !3, line: 43, type: !179, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !211, retainedNodes: !208)
!208 = !{!209, !206, !210}
!209 = !DILocalVariable(name: "f", arg: 1, scope: !207, file: !3, line: 43, type: !181)
!210 = !DILocalVariable(name: "v", scope: !207, file: !3, line: 46, type: !6)
!211 = !{!212}
!212 = !DITemplateTypeParameter(name: "T", type: !6)
!213 = !DILocation(line: 0, scope: !207, inlinedAt: !214)
!214 = distinct !DILocation(line: 110, column: 10, scope: !90)
!215 = !DILocalVariable(name: "x", arg: 1, scope: !216, file: !3, line: 55, type: !10)
!216 = distinct !DISubprogram(name: "throw_long", linkageName: "_ZL10throw_longi", scope: !3, file: !3, line: 55, type: !182, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !217)
!217 = !{!215}
!218 = !DILocation(line: 0, scope: !216, inlinedAt: !219)
!219 = distinct !DILocation(line: 45, column: 5, scope: !220, inlinedAt: !214)
!220 = distinct !DILexicalBlock(scope: !207, file: !3, line: 44, column: 7)
!221 = !DILocation(line: 55, column: 33, scope: !216, inlinedAt: !219)
!222 = !{!223, !223, i64 0}
!223 = !{!"long long", !57, i64 0}
!224 = !DILocation(line: 46, column: 3, scope: !220, inlinedAt: !214)
!225 = !DILocation(line: 50, column: 3, scope: !226, inlinedAt: !214)
!226 = distinct !DILexicalBlock(scope: !207, file: !3, line: 48, column: 17)
!227 = !DILocation(line: 47, column: 17, scope: !228, inlinedAt: !214)
!228 = distinct !DILexicalBlock(scope: !207, file: !3, line: 46, column: 17)
!229 = !DILocation(line: 48, column: 3, scope: !228, inlinedAt: !214)
!230 = !DILocalVariable(name: "arg", arg: 2, scope: !231, file: !3, line: 43, type: !10)
!231 = distinct !DISubprogram(name: "catch_as<int>", linkageName: "_ZL8catch_asIiEiPFviEi", scope: !3, file: !3, line: 43, type: !179, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, templateParams: !235, retainedNodes: !232)
!232 = !{!233, !230, !234}
!233 = !DILocalVariable(name: "f", arg: 1, scope: !231, file: !3, line: 43, type: !181)
!234 = !DILocalVariable(name: "v", scope: !231, file: !3, line: 46, type: !10)
!235 = !{!236}
!236 = !DITemplateTypeParameter(name: "T", type: !10)
!237 = !DILocation(line: 0, scope: !231, inlinedAt: !238)
!238 = distinct !DILocation(line: 110, column: 46, scope: !90)
!239 = !DILocation(line: 0, scope: !192, inlinedAt: !240)
!240 = distinct !DILocation(line: 45, column: 5, scope: !241, inlinedAt: !238)
!241 = distinct !DILexicalBlock(scope: !231, file: !3, line: 44, column: 7)
!242 = !DILocation(line: 54, column: 34, scope: !192, inlinedAt: !240)
!243 = !DILocation(line: 46, column: 3, scope: !241, inlinedAt: !238)
!244 = !DILocation(line: 50, column: 3, scope: !245, inlinedAt: !238)
!245 = distinct !DILexicalBlock(scope: !231, file: !3, line: 48, column: 17)
!246 = !DILocation(line: 48, column: 3, scope: !247, inlinedAt: !238)
!247 = distinct !DILexicalBlock(scope: !231, file: !3, line: 46, column: 17)
!248 = !DILocation(line: 109, column: 3, scope: !90)
!249 = !DILocation(line: 0, scope: !113)
!250 = !DILocation(line: 116, column: 3, scope: !113)
!251 = !DILocation(line: 0, scope: !103)
!252 = !DILocalVariable(name: "x", arg: 1, scope: !253, file: !3, line: 36, type: !10)
!253 = distinct !DISubprogram(name: "only_ints", linkageName: "_ZL9only_intsi", scope: !3, file: !3, line: 36, type: !254, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{!10, !10}
!256 = !{!252}
!257 = !DILocation(line: 0, scope: !253, inlinedAt: !258)
!258 = distinct !DILocation(line: 102, column: 13, scope: !259)
!259 = distinct !DILexicalBlock(scope: !105, file: !3, line: 101, column: 9)
!260 = !DILocation(line: 37, column: 9, scope: !261, inlinedAt: !258)
!261 = distinct !DILexicalBlock(scope: !253, file: !3, line: 37, column: 7)
!262 = !DILocation(line: 37, column: 7, scope: !253, inlinedAt: !258)
!263 = !DILocation(line: 37, column: 14, scope: !261, inlinedAt: !258)
!264 = !DILocation(line: 37, column: 22, scope: !261, inlinedAt: !258)
!265 = !DILocation(line: 103, column: 5, scope: !259)
!266 = !DILocation(line: 0, scope: !105)
!267 = !DILocation(line: 104, column: 7, scope: !268)
!268 = distinct !DILexicalBlock(scope: !105, file: !3, line: 103, column: 21)
!269 = !DILocation(line: 105, column: 5, scope: !268)
!270 = !DILocation(line: 100, column: 26, scope: !106)
!271 = !DILocation(line: 100, column: 21, scope: !106)
!272 = !DILocation(line: 100, column: 3, scope: !103)
!273 = distinct !{!273, !272, !274, !275}
!274 = !DILocation(line: 106, column: 3, scope: !103)
!275 = !{!"llvm.loop.mustprogress"}
!276 = !DILocation(line: 102, column: 10, scope: !259)
!277 = !DILocalVariable(name: "this", arg: 1, scope: !278, type: !289, flags: DIFlagArtificial | DIFlagObjectPointer)
!278 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !108, file: !3, line: 112, type: !279, scopeLine: 112, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !283, retainedNodes: !287)
!279 = !DISubroutineType(types: !280)
!280 = !{null, !281, !10}
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 32, flags: DIFlagArtificial | DIFlagObjectPointer)
!282 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!283 = !DISubprogram(name: "operator()", scope: !108, file: !3, line: 112, type: !284, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{!286, !281, !10}
!286 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!287 = !{!277, !288}
!288 = !DILocalVariable(name: "k", arg: 2, scope: !278, file: !3, line: 112, type: !10)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 32)
!290 = !DILocation(line: 0, scope: !278, inlinedAt: !291)
!291 = distinct !DILocation(line: 118, column: 7, scope: !292)
!292 = distinct !DILexicalBlock(scope: !115, file: !3, line: 117, column: 9)
!293 = !DILocation(line: 113, column: 11, scope: !294, inlinedAt: !291)
!294 = distinct !DILexicalBlock(scope: !278, file: !3, line: 113, column: 9)
!295 = !DILocation(line: 113, column: 9, scope: !294, inlinedAt: !291)
!296 = !DILocation(line: 113, column: 9, scope: !278, inlinedAt: !291)
!297 = !DILocation(line: 113, column: 16, scope: !294, inlinedAt: !291)
!298 = !DILocation(line: 113, column: 32, scope: !294, inlinedAt: !291)
!299 = !DILocation(line: 113, column: 22, scope: !294, inlinedAt: !291)
!300 = !DILocation(line: 114, column: 8, scope: !278, inlinedAt: !291)
!301 = !DILocation(line: 115, column: 3, scope: !278, inlinedAt: !291)
!302 = !DILocation(line: 119, column: 5, scope: !292)
!303 = !DILocation(line: 0, scope: !115)
!304 = !DILocation(line: 120, column: 46, scope: !305)
!305 = distinct !DILexicalBlock(scope: !115, file: !3, line: 119, column: 26)
!306 = !{!307, !56, i64 0}
!307 = !{!"_ZTS7Fragile", !56, i64 0}
!308 = !DILocation(line: 120, column: 7, scope: !305)
!309 = !DILocation(line: 121, column: 5, scope: !305)
!310 = !DILocation(line: 116, column: 26, scope: !116)
!311 = !DILocation(line: 116, column: 21, scope: !116)
!312 = distinct !{!312, !250, !313, !275}
!313 = !DILocation(line: 122, column: 3, scope: !113)
!314 = !DILocation(line: 0, scope: !119)
!315 = !DILocation(line: 124, column: 21, scope: !316)
!316 = distinct !DILexicalBlock(scope: !119, file: !3, line: 124, column: 3)
!317 = !DILocation(line: 124, column: 3, scope: !119)
!318 = !DILocation(line: 125, column: 64, scope: !90)
!319 = !DILocation(line: 125, column: 72, scope: !90)
!320 = !DILocation(line: 125, column: 79, scope: !90)
!321 = !DILocation(line: 125, column: 86, scope: !90)
!322 = !DILocation(line: 125, column: 3, scope: !90)
!323 = !DILocation(line: 126, column: 3, scope: !90)
!324 = !DILocalVariable(name: "depth", arg: 1, scope: !325, file: !3, line: 63, type: !10)
!325 = distinct !DISubprogram(name: "layered", linkageName: "_ZL7layeredi", scope: !3, file: !3, line: 63, type: !254, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !326)
!326 = !{!324, !327, !328, !330, !332, !333, !335}
!327 = !DILocalVariable(name: "s1", scope: !325, file: !3, line: 64, type: !20)
!328 = !DILocalVariable(name: "s2", scope: !329, file: !3, line: 66, type: !20)
!329 = distinct !DILexicalBlock(scope: !325, file: !3, line: 65, column: 7)
!330 = !DILocalVariable(name: "s3", scope: !331, file: !3, line: 68, type: !20)
!331 = distinct !DILexicalBlock(scope: !329, file: !3, line: 67, column: 9)
!332 = !DILocalVariable(name: "d", scope: !329, file: !3, line: 70, type: !10)
!333 = !DILocalVariable(name: "s4", scope: !334, file: !3, line: 71, type: !20)
!334 = distinct !DILexicalBlock(scope: !329, file: !3, line: 70, column: 21)
!335 = !DILocalVariable(name: "d", scope: !325, file: !3, line: 75, type: !10)
!336 = !DILocation(line: 0, scope: !325, inlinedAt: !337)
!337 = distinct !DILocation(line: 124, column: 63, scope: !316)
!338 = !DILocation(line: 0, scope: !329, inlinedAt: !337)
!339 = !DILocation(line: 0, scope: !331, inlinedAt: !337)
!340 = !DILocation(line: 69, column: 17, scope: !341, inlinedAt: !337)
!341 = distinct !DILexicalBlock(scope: !331, file: !3, line: 69, column: 11)
!342 = !DILocation(line: 69, column: 11, scope: !331, inlinedAt: !337)
!343 = !DILocation(line: 69, column: 22, scope: !341, inlinedAt: !337)
!344 = !DILocalVariable(name: "this", arg: 1, scope: !345, type: !347, flags: DIFlagArtificial | DIFlagObjectPointer)
!345 = distinct !DISubprogram(name: "~Scope", linkageName: "_ZN5ScopeD2Ev", scope: !20, file: !3, line: 60, type: !31, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !30, retainedNodes: !346)
!346 = !{!344}
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32)
!348 = !DILocation(line: 0, scope: !345, inlinedAt: !349)
!349 = distinct !DILocation(line: 70, column: 5, scope: !329, inlinedAt: !337)
!350 = !DILocation(line: 60, column: 14, scope: !351, inlinedAt: !349)
!351 = distinct !DILexicalBlock(scope: !345, file: !3, line: 60, column: 12)
!352 = !DILocation(line: 75, column: 3, scope: !325, inlinedAt: !337)
!353 = !DILocation(line: 70, column: 5, scope: !329, inlinedAt: !337)
!354 = !DILocation(line: 0, scope: !345, inlinedAt: !355)
!355 = distinct !DILocation(line: 70, column: 5, scope: !329, inlinedAt: !337)
!356 = !DILocation(line: 60, column: 14, scope: !351, inlinedAt: !355)
!357 = !DILocation(line: 70, column: 5, scope: !331, inlinedAt: !337)
!358 = !DILocation(line: 0, scope: !334, inlinedAt: !337)
!359 = !DILocation(line: 72, column: 13, scope: !360, inlinedAt: !337)
!360 = distinct !DILexicalBlock(scope: !334, file: !3, line: 72, column: 11)
!361 = !DILocation(line: 72, column: 11, scope: !334, inlinedAt: !337)
!362 = !DILocation(line: 72, column: 18, scope: !360, inlinedAt: !337)
!363 = !DILocation(line: 72, column: 26, scope: !360, inlinedAt: !337)
!364 = !DILocation(line: 74, column: 5, scope: !334, inlinedAt: !337)
!365 = !DILocation(line: 0, scope: !345, inlinedAt: !366)
!366 = distinct !DILocation(line: 75, column: 3, scope: !325, inlinedAt: !337)
!367 = !DILocation(line: 60, column: 14, scope: !351, inlinedAt: !366)
!368 = !DILocation(line: 0, scope: !345, inlinedAt: !369)
!369 = distinct !DILocation(line: 74, column: 5, scope: !329, inlinedAt: !337)
!370 = !DILocation(line: 60, column: 14, scope: !351, inlinedAt: !369)
!371 = !DILocation(line: 74, column: 5, scope: !329, inlinedAt: !337)
!372 = !DILocation(line: 0, scope: !345, inlinedAt: !373)
!373 = distinct !DILocation(line: 74, column: 5, scope: !329, inlinedAt: !337)
!374 = !DILocation(line: 60, column: 14, scope: !351, inlinedAt: !373)
!375 = !DILocation(line: 0, scope: !345, inlinedAt: !376)
!376 = distinct !DILocation(line: 75, column: 3, scope: !325, inlinedAt: !337)
!377 = !DILocation(line: 60, column: 14, scope: !351, inlinedAt: !376)
!378 = !DILocation(line: 75, column: 3, scope: !329, inlinedAt: !337)
!379 = !DILocation(line: 76, column: 14, scope: !380, inlinedAt: !337)
!380 = distinct !DILexicalBlock(scope: !325, file: !3, line: 75, column: 19)
!381 = !DILocation(line: 77, column: 3, scope: !380, inlinedAt: !337)
!382 = !DILocation(line: 79, column: 1, scope: !325, inlinedAt: !337)
!383 = !DILocation(line: 0, scope: !345, inlinedAt: !384)
!384 = distinct !DILocation(line: 79, column: 1, scope: !325, inlinedAt: !337)
!385 = !DILocation(line: 60, column: 14, scope: !351, inlinedAt: !384)
!386 = !DILocation(line: 0, scope: !345, inlinedAt: !387)
!387 = distinct !DILocation(line: 79, column: 1, scope: !325, inlinedAt: !337)
!388 = !DILocation(line: 60, column: 14, scope: !351, inlinedAt: !387)
!389 = !DILocation(line: 124, column: 31, scope: !316)
!390 = !DILocation(line: 124, column: 26, scope: !316)
!391 = !DILocation(line: 124, column: 3, scope: !316)
!392 = distinct !{!392, !317, !393, !275}
!393 = !DILocation(line: 124, column: 73, scope: !119)
!394 = !DILocation(line: 0, scope: !124)
!395 = !DILocation(line: 27, column: 29, scope: !124)
!396 = !DILocation(line: 28, column: 11, scope: !130)
!397 = !DILocation(line: 28, column: 9, scope: !131)
!398 = !DILocation(line: 28, column: 18, scope: !130)
!399 = !DILocation(line: 29, column: 5, scope: !131)
!400 = !DILocation(line: 30, column: 3, scope: !124)
!401 = !DILocation(line: 0, scope: !160)
!402 = !DILocation(line: 31, column: 16, scope: !165)
!403 = !DILocation(line: 31, column: 25, scope: !160)
