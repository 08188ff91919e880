; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Fragile = type { i32 }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal unnamed_addr global i32 0, align 4
@_ZL5frees = internal unnamed_addr global i32 0, align 4
@_ZN7Fragile6budgetE = hidden local_unnamed_addr global i32 0, align 4
@_ZTIPKc = external constant i8*
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal unnamed_addr global i32 0, align 4
@_ZL5dtors = internal unnamed_addr global i32 0, align 4
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
define noalias noundef nonnull i8* @_Znwm(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @_ZL6allocs, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6allocs, align 4, !tbaa !2
  %4 = tail call i8* @malloc(i32 noundef %0)
  ret i8* %4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind willreturn allocsize(0)
define noalias noundef nonnull i8* @_Znam(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @_ZL6allocs, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6allocs, align 4, !tbaa !2
  %4 = tail call i8* @malloc(i32 noundef %0)
  ret i8* %4
}

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define void @_ZdlPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !tbaa !2
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL5frees, align 4, !tbaa !2
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nobuiltin nounwind willreturn
define void @_ZdaPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !tbaa !2
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL5frees, align 4, !tbaa !2
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: norecurse
define hidden noundef i32 @main() #4 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = load i32, i32* @_ZL6allocs, align 4, !tbaa !2
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @_ZL6allocs, align 4, !tbaa !2
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %4 = bitcast i8* %3 to i8**
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %4, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #9
          to label %5 unwind label %6

5:                                                ; preds = %0
  unreachable

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  %8 = load i32, i32* @_ZL5frees, align 4, !tbaa !2
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL5frees, align 4, !tbaa !2
  cleanupret from %7 unwind label %10

10:                                               ; preds = %6
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIPKc to i8*)]
  %14 = tail call i8* @llvm.wasm.get.exception(token %13)
  %15 = tail call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %23

18:                                               ; preds = %12
  %19 = call i8* @__cxa_begin_catch(i8* %14) #7 [ "funclet"(token %13) ]
  %20 = load i32, i32* @_ZL6allocs, align 4, !tbaa !2
  %21 = load i32, i32* @_ZL5frees, align 4, !tbaa !2
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %19, i32 noundef %20, i32 noundef %21) [ "funclet"(token %13) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %13) ]
  catchret from %13 to label %24

23:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %13) ]
  unreachable

24:                                               ; preds = %18
  %25 = load i32, i32* @_ZL6allocs, align 4, !tbaa !2
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* @_ZL6allocs, align 4, !tbaa !2
  %27 = load i32, i32* @_ZL5ctors, align 4, !tbaa !2
  %28 = add nsw i32 %27, 3
  store i32 %28, i32* @_ZL5ctors, align 4, !tbaa !2
  store i32 -1, i32* @_ZN7Fragile6budgetE, align 4, !tbaa !2
  %29 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !tbaa !2
  store i32 %31, i32* %30, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %29, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %32 unwind label %33

32:                                               ; preds = %24
  unreachable

33:                                               ; preds = %24
  %34 = cleanuppad within none []
  %35 = load i32, i32* @_ZL5dtors, align 4, !tbaa !2
  %36 = add i32 %35, 3
  store i32 %36, i32* @_ZL5dtors, align 4, !tbaa !2
  %37 = load i32, i32* @_ZL5frees, align 4, !tbaa !2
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* @_ZL5frees, align 4, !tbaa !2
  cleanupret from %34 unwind label %39

39:                                               ; preds = %33
  %40 = catchswitch within none [label %41] unwind to caller

41:                                               ; preds = %39
  %42 = catchpad within %40 [i8* bitcast (i8** @_ZTIi to i8*)]
  %43 = tail call i8* @llvm.wasm.get.exception(token %42)
  %44 = tail call i32 @llvm.wasm.get.ehselector(token %42)
  %45 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %55

47:                                               ; preds = %41
  %48 = call i8* @__cxa_begin_catch(i8* %43) #7 [ "funclet"(token %42) ]
  %49 = bitcast i8* %48 to i32*
  %50 = load i32, i32* %49, align 4, !tbaa !2
  %51 = load i32, i32* @_ZL5ctors, align 4, !tbaa !2
  %52 = load i32, i32* @_ZL5dtors, align 4, !tbaa !2
  %53 = load i32, i32* @_ZL5frees, align 4, !tbaa !2
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53) [ "funclet"(token %42) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %42) ]
  catchret from %42 to label %115

55:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %42) ]
  unreachable

56:                                               ; preds = %138
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %139, i32 noundef 2, i32 noundef 0)
  %58 = tail call i8* @__cxa_allocate_exception(i32 2) #7
  %59 = bitcast i8* %58 to i16*
  store i16 7, i16* %59, align 16, !tbaa !8
  invoke void @__cxa_throw(i8* nonnull %58, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #9
          to label %60 unwind label %61

60:                                               ; preds = %56
  unreachable

61:                                               ; preds = %56
  %62 = catchswitch within none [label %63] unwind to caller

63:                                               ; preds = %61
  %64 = catchpad within %62 [i8* bitcast (i8** @_ZTIs to i8*), i8* null]
  %65 = tail call i8* @llvm.wasm.get.exception(token %64)
  %66 = tail call i32 @llvm.wasm.get.ehselector(token %64)
  %67 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #7
  %68 = icmp eq i32 %66, %67
  %69 = call i8* @__cxa_begin_catch(i8* %65) #7 [ "funclet"(token %64) ]
  br i1 %68, label %70, label %74

70:                                               ; preds = %63
  %71 = bitcast i8* %69 to i16*
  %72 = load i16, i16* %71, align 2, !tbaa !8
  %73 = sext i16 %72 to i32
  call void @__cxa_end_catch() #7 [ "funclet"(token %64) ]
  catchret from %64 to label %75

74:                                               ; preds = %63
  call void @__cxa_end_catch() [ "funclet"(token %64) ]
  catchret from %64 to label %75

75:                                               ; preds = %70, %74
  %76 = phi i32 [ %73, %70 ], [ -1, %74 ]
  %77 = tail call i8* @__cxa_allocate_exception(i32 8) #7
  %78 = bitcast i8* %77 to i64*
  store i64 3000, i64* %78, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %77, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #9
          to label %79 unwind label %80

79:                                               ; preds = %75
  unreachable

80:                                               ; preds = %75
  %81 = catchswitch within none [label %82] unwind to caller

82:                                               ; preds = %80
  %83 = catchpad within %81 [i8* bitcast (i8** @_ZTIx to i8*), i8* null]
  %84 = tail call i8* @llvm.wasm.get.exception(token %83)
  %85 = tail call i32 @llvm.wasm.get.ehselector(token %83)
  %86 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #7
  %87 = icmp eq i32 %85, %86
  %88 = call i8* @__cxa_begin_catch(i8* %84) #7 [ "funclet"(token %83) ]
  br i1 %87, label %89, label %93

89:                                               ; preds = %82
  %90 = bitcast i8* %88 to i64*
  %91 = load i64, i64* %90, align 8, !tbaa !10
  %92 = trunc i64 %91 to i32
  call void @__cxa_end_catch() #7 [ "funclet"(token %83) ]
  catchret from %83 to label %94

93:                                               ; preds = %82
  call void @__cxa_end_catch() [ "funclet"(token %83) ]
  catchret from %83 to label %94

94:                                               ; preds = %89, %93
  %95 = phi i32 [ %92, %89 ], [ -1, %93 ]
  %96 = tail call i8* @__cxa_allocate_exception(i32 2) #7
  %97 = bitcast i8* %96 to i16*
  store i16 1, i16* %97, align 16, !tbaa !8
  invoke void @__cxa_throw(i8* nonnull %96, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #9
          to label %98 unwind label %99

98:                                               ; preds = %94
  unreachable

99:                                               ; preds = %94
  %100 = catchswitch within none [label %101] unwind to caller

101:                                              ; preds = %99
  %102 = catchpad within %100 [i8* bitcast (i8** @_ZTIi to i8*), i8* null]
  %103 = tail call i8* @llvm.wasm.get.exception(token %102)
  %104 = tail call i32 @llvm.wasm.get.ehselector(token %102)
  %105 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %106 = icmp eq i32 %104, %105
  %107 = call i8* @__cxa_begin_catch(i8* %103) #7 [ "funclet"(token %102) ]
  br i1 %106, label %108, label %111

108:                                              ; preds = %101
  %109 = bitcast i8* %107 to i32*
  %110 = load i32, i32* %109, align 4, !tbaa !2
  call void @__cxa_end_catch() #7 [ "funclet"(token %102) ]
  catchret from %102 to label %112

111:                                              ; preds = %101
  call void @__cxa_end_catch() [ "funclet"(token %102) ]
  catchret from %102 to label %112

112:                                              ; preds = %108, %111
  %113 = phi i32 [ %110, %108 ], [ -1, %111 ]
  %114 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %76, i32 noundef %95, i32 noundef %113)
  br label %144

115:                                              ; preds = %47, %138
  %116 = phi i32 [ %140, %138 ], [ 0, %47 ]
  %117 = phi i32 [ %139, %138 ], [ 0, %47 ]
  %118 = icmp ugt i32 %116, 2
  br i1 %118, label %119, label %142

119:                                              ; preds = %115
  %120 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %121 = bitcast i8* %120 to i32*
  %122 = shl nuw nsw i32 %116, 1
  store i32 %122, i32* %121, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %120, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %123 unwind label %124

123:                                              ; preds = %119
  unreachable

124:                                              ; preds = %119
  %125 = catchswitch within none [label %126] unwind to caller

126:                                              ; preds = %124
  %127 = catchpad within %125 [i8* bitcast (i8** @_ZTIi to i8*)]
  %128 = tail call i8* @llvm.wasm.get.exception(token %127)
  %129 = tail call i32 @llvm.wasm.get.ehselector(token %127)
  %130 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %131 = icmp eq i32 %129, %130
  br i1 %131, label %132, label %137

132:                                              ; preds = %126
  %133 = call i8* @__cxa_begin_catch(i8* %128) #7 [ "funclet"(token %127) ]
  %134 = bitcast i8* %133 to i32*
  %135 = load i32, i32* %134, align 4, !tbaa !2
  %136 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %135) [ "funclet"(token %127) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %127) ]
  catchret from %127 to label %138

137:                                              ; preds = %126
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %127) ]
  unreachable

138:                                              ; preds = %142, %132
  %139 = phi i32 [ %117, %132 ], [ %143, %142 ]
  %140 = add nuw nsw i32 %116, 1
  %141 = icmp eq i32 %140, 5
  br i1 %141, label %56, label %115, !llvm.loop !12

142:                                              ; preds = %115
  %143 = add nsw i32 %116, %117
  br label %138

144:                                              ; preds = %112, %174
  %145 = phi i32 [ 0, %112 ], [ %176, %174 ]
  %146 = phi i32 [ %139, %112 ], [ %175, %174 ]
  %147 = and i32 %145, 1
  %148 = icmp eq i32 %147, 0
  br i1 %148, label %158, label %149

149:                                              ; preds = %144
  %150 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %151 = bitcast i8* %150 to %struct.Fragile*
  %152 = mul nuw nsw i32 %145, 3
  %153 = invoke noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %151, i32 noundef %152)
          to label %154 unwind label %156

154:                                              ; preds = %149
  invoke void @__cxa_throw(i8* %150, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #9
          to label %155 unwind label %160

155:                                              ; preds = %154
  unreachable

156:                                              ; preds = %149
  %157 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %150) #7 [ "funclet"(token %157) ]
  cleanupret from %157 unwind label %160

158:                                              ; preds = %144
  %159 = add nsw i32 %145, %146
  br label %174

160:                                              ; preds = %154, %156
  %161 = catchswitch within none [label %162] unwind to caller

162:                                              ; preds = %160
  %163 = catchpad within %161 [i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)]
  %164 = tail call i8* @llvm.wasm.get.exception(token %163)
  %165 = tail call i32 @llvm.wasm.get.ehselector(token %163)
  %166 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #7
  %167 = icmp eq i32 %165, %166
  br i1 %167, label %168, label %173

168:                                              ; preds = %162
  %169 = call i8* @__cxa_begin_catch(i8* %164) #7 [ "funclet"(token %163) ]
  %170 = bitcast i8* %169 to i32*
  %171 = load i32, i32* %170, align 4, !tbaa !14
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %171) [ "funclet"(token %163) ]
  call void @__cxa_end_catch() [ "funclet"(token %163) ]
  catchret from %163 to label %174

173:                                              ; preds = %162
  call void @llvm.wasm.rethrow() #9 [ "funclet"(token %163) ]
  unreachable

174:                                              ; preds = %158, %168
  %175 = phi i32 [ %159, %158 ], [ %146, %168 ]
  %176 = add nuw nsw i32 %145, 1
  %177 = icmp eq i32 %176, 4
  br i1 %177, label %178, label %144, !llvm.loop !16

178:                                              ; preds = %174, %242
  %179 = phi i32 [ %246, %242 ], [ 0, %174 ]
  %180 = icmp ult i32 %179, 3
  br i1 %180, label %187, label %181

181:                                              ; preds = %178
  %182 = load i32, i32* @_ZL6allocs, align 4, !tbaa !2
  %183 = load i32, i32* @_ZL5frees, align 4, !tbaa !2
  %184 = load i32, i32* @_ZL5ctors, align 4, !tbaa !2
  %185 = load i32, i32* @_ZL5dtors, align 4, !tbaa !2
  %186 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %182, i32 noundef %183, i32 noundef %184, i32 noundef %185, i32 noundef %175)
  ret i32 0

187:                                              ; preds = %178
  %188 = icmp eq i32 %179, 0
  br i1 %188, label %192, label %189

189:                                              ; preds = %187
  %190 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %191 = bitcast i8* %190 to i32*
  store i32 %179, i32* %191, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %190, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
          to label %241 unwind label %194

192:                                              ; preds = %187
  %193 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #7
  br label %214

194:                                              ; preds = %189
  %195 = cleanuppad within none []
  %196 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #7 [ "funclet"(token %195) ]
  cleanupret from %195 unwind label %197

197:                                              ; preds = %194
  %198 = catchswitch within none [label %199] unwind label %222

199:                                              ; preds = %197
  %200 = catchpad within %198 [i8* bitcast (i8** @_ZTIi to i8*)]
  %201 = tail call i8* @llvm.wasm.get.exception(token %200)
  %202 = tail call i32 @llvm.wasm.get.ehselector(token %200)
  %203 = icmp eq i32 %202, %105
  br i1 %203, label %204, label %213

204:                                              ; preds = %199
  %205 = call i8* @__cxa_begin_catch(i8* %201) #7 [ "funclet"(token %200) ]
  %206 = bitcast i8* %205 to i32*
  %207 = load i32, i32* %206, align 4, !tbaa !2
  %208 = icmp sgt i32 %207, 1
  br i1 %208, label %209, label %217

209:                                              ; preds = %204
  %210 = call i8* @__cxa_allocate_exception(i32 4) #7 [ "funclet"(token %200) ]
  %211 = bitcast i8* %210 to i32*
  %212 = add nuw nsw i32 %207, 10
  store i32 %212, i32* %211, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %210, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9 [ "funclet"(token %200) ]
          to label %241 unwind label %219

213:                                              ; preds = %199
  invoke void @llvm.wasm.rethrow() #9 [ "funclet"(token %200) ]
          to label %241 unwind label %222

214:                                              ; preds = %217, %192
  %215 = phi i32 [ %207, %217 ], [ 0, %192 ]
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #7
  br label %242

217:                                              ; preds = %204
  %218 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #7 [ "funclet"(token %200) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %200) ]
  catchret from %200 to label %214

219:                                              ; preds = %209
  %220 = cleanuppad within %200 []
  %221 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #7 [ "funclet"(token %220) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %220) ]
  cleanupret from %220 unwind label %222

222:                                              ; preds = %219, %213, %197
  %223 = cleanuppad within none []
  %224 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #7 [ "funclet"(token %223) ]
  cleanupret from %223 unwind label %225

225:                                              ; preds = %222
  %226 = catchswitch within none [label %227] unwind label %238

227:                                              ; preds = %225
  %228 = catchpad within %226 [i8* bitcast (i8** @_ZTIi to i8*)]
  %229 = tail call i8* @llvm.wasm.get.exception(token %228)
  %230 = tail call i32 @llvm.wasm.get.ehselector(token %228)
  %231 = icmp eq i32 %230, %105
  br i1 %231, label %232, label %237

232:                                              ; preds = %227
  %233 = call i8* @__cxa_begin_catch(i8* %229) #7 [ "funclet"(token %228) ]
  %234 = bitcast i8* %233 to i32*
  %235 = load i32, i32* %234, align 4, !tbaa !2
  %236 = mul nsw i32 %235, 100
  call void @__cxa_end_catch() #7 [ "funclet"(token %228) ]
  catchret from %228 to label %242

237:                                              ; preds = %227
  invoke void @llvm.wasm.rethrow() #9 [ "funclet"(token %228) ]
          to label %241 unwind label %238

238:                                              ; preds = %237, %225
  %239 = cleanuppad within none []
  %240 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #7 [ "funclet"(token %239) ]
  cleanupret from %239 unwind to caller

241:                                              ; preds = %213, %209, %189, %237
  unreachable

242:                                              ; preds = %214, %232
  %243 = phi i32 [ %236, %232 ], [ %215, %214 ]
  %244 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #7
  %245 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %179, i32 noundef %243)
  %246 = add nuw nsw i32 %179, 1
  br label %178, !llvm.loop !17
}

define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat {
  %3 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %0, i32 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !14
  %4 = icmp eq i32 %1, 13
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %7 = bitcast i8* %6 to i8**
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %7, align 16, !tbaa !6
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #9
  unreachable

8:                                                ; preds = %2
  %9 = load i32, i32* @_ZL5ctors, align 4, !tbaa !2
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @_ZL5ctors, align 4, !tbaa !2
  ret %struct.Fragile* %0
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
define linkonce_odr hidden noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #10 comdat {
  %2 = load i32, i32* @_ZL5dtors, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL5dtors, align 4, !tbaa !2
  ret %struct.Fragile* %0
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

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

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !4, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !4, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !4, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !3, i64 0}
!15 = !{!"_ZTS7Fragile", !3, i64 0}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
