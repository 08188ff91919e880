; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal unnamed_addr global i32 0, align 4
@_ZL5frees = internal unnamed_addr global i32 0, align 4
@_ZN7Fragile6budgetE = hidden local_unnamed_addr global i32 0, align 4
@_ZTIPKc = external constant ptr
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal unnamed_addr global i32 0, align 4
@_ZL5dtors = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr hidden constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, comdat, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress nobuiltin allocsize(0)
define noundef nonnull ptr @_Znwm(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !2
  %4 = tail call ptr @malloc(i32 noundef %0) #12
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin allocsize(0)
define noundef nonnull ptr @_Znam(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr @_ZL6allocs, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL6allocs, align 4, !tbaa !2
  %4 = tail call ptr @malloc(i32 noundef %0) #12
  ret ptr %4
}

; Function Attrs: mustprogress nobuiltin nounwind
define void @_ZdlPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_wasm_personality_v0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !tbaa !2
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5frees, align 4, !tbaa !2
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nobuiltin nounwind
define void @_ZdaPv(ptr noundef %0) local_unnamed_addr #2 personality ptr @__gxx_wasm_personality_v0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, ptr @_ZL5frees, align 4, !tbaa !2
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5frees, align 4, !tbaa !2
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(ptr noundef %0)
  ret void
}

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #4 personality ptr @__gxx_wasm_personality_v0 {
  %1 = load i32, ptr @_ZL6allocs, align 4, !tbaa !2
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL6allocs, align 4, !tbaa !2
  %3 = tail call noalias noundef nonnull dereferenceable(4) ptr @malloc(i32 noundef 4) #12
  store i32 13, ptr %3, align 4, !tbaa !6
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #13
  store ptr @.str.9, ptr %4, align 16, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIPKc, ptr null) #10
          to label %5 unwind label %6

5:                                                ; preds = %0
  unreachable

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  call void @_ZdlPvm(ptr noundef nonnull %3, i32 noundef 4) #14 [ "funclet"(token %7) ]
  cleanupret from %7 unwind label %8

8:                                                ; preds = %6
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @_ZTIPKc]
  %12 = tail call ptr @llvm.wasm.get.exception(token %11)
  %13 = tail call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #13
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %21

16:                                               ; preds = %10
  %17 = call ptr @__cxa_begin_catch(ptr %12) #13 [ "funclet"(token %11) ]
  %18 = load i32, ptr @_ZL6allocs, align 4, !tbaa !2
  %19 = load i32, ptr @_ZL5frees, align 4, !tbaa !2
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %17, i32 noundef %18, i32 noundef %19) [ "funclet"(token %11) ]
  call void @__cxa_end_catch() #13 [ "funclet"(token %11) ]
  catchret from %11 to label %22

21:                                               ; preds = %10
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %11) ]
  unreachable

22:                                               ; preds = %16
  %23 = load i32, ptr @_ZL6allocs, align 4, !tbaa !2
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr @_ZL6allocs, align 4, !tbaa !2
  %25 = tail call noalias noundef nonnull dereferenceable(24) ptr @malloc(i32 noundef 24) #12
  store i32 5, ptr %25, align 4
  %26 = load i32, ptr @_ZL5ctors, align 4, !tbaa !2
  %27 = getelementptr inbounds i8, ptr %25, i32 4
  store i32 3, ptr %27, align 4, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %25, i32 8
  store i32 2, ptr %28, align 4, !tbaa !6
  %29 = getelementptr inbounds i8, ptr %25, i32 12
  store i32 1, ptr %29, align 4, !tbaa !6
  %30 = add nsw i32 %26, 3
  store i32 %30, ptr @_ZL5ctors, align 4, !tbaa !2
  %31 = getelementptr inbounds i8, ptr %25, i32 16
  store i32 0, ptr %31, align 4, !tbaa !6
  store i32 -1, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !2
  %32 = tail call ptr @__cxa_allocate_exception(i32 4) #13
  %33 = load i32, ptr @_ZN7Fragile6budgetE, align 4, !tbaa !2
  store i32 %33, ptr %32, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %32, ptr nonnull @_ZTIi, ptr null) #10
          to label %34 unwind label %35

34:                                               ; preds = %22
  unreachable

35:                                               ; preds = %22
  %36 = cleanuppad within none []
  %37 = load i32, ptr @_ZL5dtors, align 4, !tbaa !2
  %38 = add i32 %37, 3
  store i32 %38, ptr @_ZL5dtors, align 4, !tbaa !2
  call void @_ZdaPvm(ptr noundef nonnull %25, i32 noundef 24) #14 [ "funclet"(token %36) ]
  cleanupret from %36 unwind label %39

39:                                               ; preds = %35
  %40 = catchswitch within none [label %41] unwind to caller

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @_ZTIi]
  %43 = tail call ptr @llvm.wasm.get.exception(token %42)
  %44 = tail call i32 @llvm.wasm.get.ehselector(token %42)
  %45 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %54

47:                                               ; preds = %41
  %48 = call ptr @__cxa_begin_catch(ptr %43) #13 [ "funclet"(token %42) ]
  %49 = load i32, ptr %48, align 4, !tbaa !2
  %50 = load i32, ptr @_ZL5ctors, align 4, !tbaa !2
  %51 = load i32, ptr @_ZL5dtors, align 4, !tbaa !2
  %52 = load i32, ptr @_ZL5frees, align 4, !tbaa !2
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52) [ "funclet"(token %42) ]
  call void @__cxa_end_catch() #13 [ "funclet"(token %42) ]
  catchret from %42 to label %108

54:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %42) ]
  unreachable

55:                                               ; preds = %129
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %130, i32 noundef 2, i32 noundef 0)
  %57 = tail call ptr @__cxa_allocate_exception(i32 2) #13
  store i16 7, ptr %57, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTIs, ptr null) #10
          to label %58 unwind label %59

58:                                               ; preds = %55
  unreachable

59:                                               ; preds = %55
  %60 = catchswitch within none [label %61] unwind to caller

61:                                               ; preds = %59
  %62 = catchpad within %60 [ptr @_ZTIs, ptr null]
  %63 = tail call ptr @llvm.wasm.get.exception(token %62)
  %64 = tail call i32 @llvm.wasm.get.ehselector(token %62)
  %65 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIs) #13
  %66 = icmp eq i32 %64, %65
  %67 = call ptr @__cxa_begin_catch(ptr %63) #13 [ "funclet"(token %62) ]
  br i1 %66, label %68, label %71

68:                                               ; preds = %61
  %69 = load i16, ptr %67, align 2, !tbaa !10
  %70 = sext i16 %69 to i32
  call void @__cxa_end_catch() #13 [ "funclet"(token %62) ]
  catchret from %62 to label %72

71:                                               ; preds = %61
  call void @__cxa_end_catch() [ "funclet"(token %62) ]
  catchret from %62 to label %72

72:                                               ; preds = %68, %71
  %73 = phi i32 [ %70, %68 ], [ -1, %71 ]
  %74 = tail call ptr @__cxa_allocate_exception(i32 8) #13
  store i64 3000, ptr %74, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %74, ptr nonnull @_ZTIx, ptr null) #10
          to label %75 unwind label %76

75:                                               ; preds = %72
  unreachable

76:                                               ; preds = %72
  %77 = catchswitch within none [label %78] unwind to caller

78:                                               ; preds = %76
  %79 = catchpad within %77 [ptr @_ZTIx, ptr null]
  %80 = tail call ptr @llvm.wasm.get.exception(token %79)
  %81 = tail call i32 @llvm.wasm.get.ehselector(token %79)
  %82 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIx) #13
  %83 = icmp eq i32 %81, %82
  %84 = call ptr @__cxa_begin_catch(ptr %80) #13 [ "funclet"(token %79) ]
  br i1 %83, label %85, label %88

85:                                               ; preds = %78
  %86 = load i64, ptr %84, align 8, !tbaa !12
  %87 = trunc i64 %86 to i32
  call void @__cxa_end_catch() #13 [ "funclet"(token %79) ]
  catchret from %79 to label %89

88:                                               ; preds = %78
  call void @__cxa_end_catch() [ "funclet"(token %79) ]
  catchret from %79 to label %89

89:                                               ; preds = %85, %88
  %90 = phi i32 [ %87, %85 ], [ -1, %88 ]
  %91 = tail call ptr @__cxa_allocate_exception(i32 2) #13
  store i16 1, ptr %91, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %91, ptr nonnull @_ZTIs, ptr null) #10
          to label %92 unwind label %93

92:                                               ; preds = %89
  unreachable

93:                                               ; preds = %89
  %94 = catchswitch within none [label %95] unwind to caller

95:                                               ; preds = %93
  %96 = catchpad within %94 [ptr @_ZTIi, ptr null]
  %97 = tail call ptr @llvm.wasm.get.exception(token %96)
  %98 = tail call i32 @llvm.wasm.get.ehselector(token %96)
  %99 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %100 = icmp eq i32 %98, %99
  %101 = call ptr @__cxa_begin_catch(ptr %97) #13 [ "funclet"(token %96) ]
  br i1 %100, label %102, label %104

102:                                              ; preds = %95
  %103 = load i32, ptr %101, align 4, !tbaa !2
  call void @__cxa_end_catch() #13 [ "funclet"(token %96) ]
  catchret from %96 to label %105

104:                                              ; preds = %95
  call void @__cxa_end_catch() [ "funclet"(token %96) ]
  catchret from %96 to label %105

105:                                              ; preds = %102, %104
  %106 = phi i32 [ %103, %102 ], [ -1, %104 ]
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %73, i32 noundef %90, i32 noundef %106)
  br label %135

108:                                              ; preds = %47, %129
  %109 = phi i32 [ %131, %129 ], [ 0, %47 ]
  %110 = phi i32 [ %130, %129 ], [ 0, %47 ]
  %111 = icmp ugt i32 %109, 2
  br i1 %111, label %112, label %133

112:                                              ; preds = %108
  %113 = tail call ptr @__cxa_allocate_exception(i32 4) #13
  %114 = shl nuw nsw i32 %109, 1
  store i32 %114, ptr %113, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %113, ptr nonnull @_ZTIi, ptr null) #10
          to label %115 unwind label %116

115:                                              ; preds = %112
  unreachable

116:                                              ; preds = %112
  %117 = catchswitch within none [label %118] unwind to caller

118:                                              ; preds = %116
  %119 = catchpad within %117 [ptr @_ZTIi]
  %120 = tail call ptr @llvm.wasm.get.exception(token %119)
  %121 = tail call i32 @llvm.wasm.get.ehselector(token %119)
  %122 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %123 = icmp eq i32 %121, %122
  br i1 %123, label %124, label %128

124:                                              ; preds = %118
  %125 = call ptr @__cxa_begin_catch(ptr %120) #13 [ "funclet"(token %119) ]
  %126 = load i32, ptr %125, align 4, !tbaa !2
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %126) [ "funclet"(token %119) ]
  call void @__cxa_end_catch() #13 [ "funclet"(token %119) ]
  catchret from %119 to label %129

128:                                              ; preds = %118
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %119) ]
  unreachable

129:                                              ; preds = %133, %124
  %130 = phi i32 [ %110, %124 ], [ %134, %133 ]
  %131 = add nuw nsw i32 %109, 1
  %132 = icmp eq i32 %131, 5
  br i1 %132, label %55, label %108, !llvm.loop !14

133:                                              ; preds = %108
  %134 = add nsw i32 %109, %110
  br label %129

135:                                              ; preds = %105, %163
  %136 = phi i32 [ 0, %105 ], [ %165, %163 ]
  %137 = phi i32 [ %130, %105 ], [ %164, %163 ]
  %138 = and i32 %136, 1
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %148, label %140

140:                                              ; preds = %135
  %141 = tail call ptr @__cxa_allocate_exception(i32 4) #13
  %142 = mul nuw nsw i32 %136, 3
  %143 = invoke noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %141, i32 noundef %142)
          to label %144 unwind label %146

144:                                              ; preds = %140
  invoke void @__cxa_throw(ptr nonnull %141, ptr nonnull @_ZTI7Fragile, ptr nonnull @_ZN7FragileD2Ev) #10
          to label %145 unwind label %150

145:                                              ; preds = %144
  unreachable

146:                                              ; preds = %140
  %147 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %141) #13 [ "funclet"(token %147) ]
  cleanupret from %147 unwind label %150

148:                                              ; preds = %135
  %149 = add nsw i32 %136, %137
  br label %163

150:                                              ; preds = %144, %146
  %151 = catchswitch within none [label %152] unwind to caller

152:                                              ; preds = %150
  %153 = catchpad within %151 [ptr @_ZTI7Fragile]
  %154 = tail call ptr @llvm.wasm.get.exception(token %153)
  %155 = tail call i32 @llvm.wasm.get.ehselector(token %153)
  %156 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Fragile) #13
  %157 = icmp eq i32 %155, %156
  br i1 %157, label %158, label %162

158:                                              ; preds = %152
  %159 = call ptr @__cxa_begin_catch(ptr %154) #13 [ "funclet"(token %153) ]
  %160 = load i32, ptr %159, align 4, !tbaa !6
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %160) [ "funclet"(token %153) ]
  call void @__cxa_end_catch() [ "funclet"(token %153) ]
  catchret from %153 to label %163

162:                                              ; preds = %152
  call void @llvm.wasm.rethrow() #10 [ "funclet"(token %153) ]
  unreachable

163:                                              ; preds = %148, %158
  %164 = phi i32 [ %149, %148 ], [ %137, %158 ]
  %165 = add nuw nsw i32 %136, 1
  %166 = icmp eq i32 %165, 4
  br i1 %166, label %167, label %135, !llvm.loop !16

167:                                              ; preds = %163, %230
  %168 = phi i32 [ %234, %230 ], [ 0, %163 ]
  %169 = icmp ult i32 %168, 3
  br i1 %169, label %176, label %170

170:                                              ; preds = %167
  %171 = load i32, ptr @_ZL6allocs, align 4, !tbaa !2
  %172 = load i32, ptr @_ZL5frees, align 4, !tbaa !2
  %173 = load i32, ptr @_ZL5ctors, align 4, !tbaa !2
  %174 = load i32, ptr @_ZL5dtors, align 4, !tbaa !2
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %171, i32 noundef %172, i32 noundef %173, i32 noundef %174, i32 noundef %164)
  ret i32 0

176:                                              ; preds = %167
  %177 = icmp eq i32 %168, 0
  br i1 %177, label %180, label %178

178:                                              ; preds = %176
  %179 = tail call ptr @__cxa_allocate_exception(i32 4) #13
  store i32 %168, ptr %179, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %179, ptr nonnull @_ZTIi, ptr null) #10
          to label %226 unwind label %182

180:                                              ; preds = %176
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12)
  br label %200

182:                                              ; preds = %178
  %183 = cleanuppad within none []
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.12) [ "funclet"(token %183) ]
  cleanupret from %183 unwind label %185

185:                                              ; preds = %182
  %186 = catchswitch within none [label %187] unwind label %208

187:                                              ; preds = %185
  %188 = catchpad within %186 [ptr @_ZTIi]
  %189 = tail call ptr @llvm.wasm.get.exception(token %188)
  %190 = tail call i32 @llvm.wasm.get.ehselector(token %188)
  %191 = icmp eq i32 %190, %99
  br i1 %191, label %192, label %199

192:                                              ; preds = %187
  %193 = call ptr @__cxa_begin_catch(ptr %189) #13 [ "funclet"(token %188) ]
  %194 = load i32, ptr %193, align 4, !tbaa !2
  %195 = icmp sgt i32 %194, 1
  br i1 %195, label %196, label %203

196:                                              ; preds = %192
  %197 = call ptr @__cxa_allocate_exception(i32 4) #13 [ "funclet"(token %188) ]
  %198 = add nuw nsw i32 %194, 10
  store i32 %198, ptr %197, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %197, ptr nonnull @_ZTIi, ptr null) #10 [ "funclet"(token %188) ]
          to label %228 unwind label %205

199:                                              ; preds = %187
  invoke void @llvm.wasm.rethrow() #10 [ "funclet"(token %188) ]
          to label %227 unwind label %208

200:                                              ; preds = %203, %180
  %201 = phi i32 [ %194, %203 ], [ 0, %180 ]
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11)
  br label %230

203:                                              ; preds = %192
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13) [ "funclet"(token %188) ]
  call void @__cxa_end_catch() #13 [ "funclet"(token %188) ]
  catchret from %188 to label %200

205:                                              ; preds = %196
  %206 = cleanuppad within %188 []
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.13) [ "funclet"(token %206) ]
  call void @__cxa_end_catch() #13 [ "funclet"(token %206) ]
  cleanupret from %206 unwind label %208

208:                                              ; preds = %205, %199, %185
  %209 = cleanuppad within none []
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.11) [ "funclet"(token %209) ]
  cleanupret from %209 unwind label %211

211:                                              ; preds = %208
  %212 = catchswitch within none [label %213] unwind label %223

213:                                              ; preds = %211
  %214 = catchpad within %212 [ptr @_ZTIi]
  %215 = tail call ptr @llvm.wasm.get.exception(token %214)
  %216 = tail call i32 @llvm.wasm.get.ehselector(token %214)
  %217 = icmp eq i32 %216, %99
  br i1 %217, label %218, label %222

218:                                              ; preds = %213
  %219 = call ptr @__cxa_begin_catch(ptr %215) #13 [ "funclet"(token %214) ]
  %220 = load i32, ptr %219, align 4, !tbaa !2
  %221 = mul nsw i32 %220, 100
  call void @__cxa_end_catch() #13 [ "funclet"(token %214) ]
  catchret from %214 to label %230

222:                                              ; preds = %213
  invoke void @llvm.wasm.rethrow() #10 [ "funclet"(token %214) ]
          to label %229 unwind label %223

223:                                              ; preds = %222, %211
  %224 = cleanuppad within none []
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10) [ "funclet"(token %224) ]
  cleanupret from %224 unwind to caller

226:                                              ; preds = %178
  unreachable

227:                                              ; preds = %199
  unreachable

228:                                              ; preds = %196
  unreachable

229:                                              ; preds = %222
  unreachable

230:                                              ; preds = %200, %218
  %231 = phi i32 [ %221, %218 ], [ %201, %200 ]
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.10)
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %168, i32 noundef %231)
  %234 = add nuw nsw i32 %168, 1
  br label %167, !llvm.loop !17
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat {
  store i32 %1, ptr %0, align 4, !tbaa !6
  %3 = icmp eq i32 %1, 13
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #13
  store ptr @.str.9, ptr %5, align 16, !tbaa !8
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #10
  unreachable

6:                                                ; preds = %2
  %7 = load i32, ptr @_ZL5ctors, align 4, !tbaa !2
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL5ctors, align 4, !tbaa !2
  ret ptr %0
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #8

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #9

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #10

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #11 comdat {
  %2 = load i32, ptr @_ZL5dtors, align 4, !tbaa !2
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL5dtors, align 4, !tbaa !2
  ret ptr %0
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i32 noundef) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nofree nosync nounwind memory(none) }
attributes #10 = { noreturn }
attributes #11 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #12 = { allocsize(0) }
attributes #13 = { nounwind }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !3, i64 0}
!7 = !{!"_ZTS7Fragile", !3, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !4, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"short", !4, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !4, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
