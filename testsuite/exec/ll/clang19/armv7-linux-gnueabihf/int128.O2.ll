; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.U = type { i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"max64^2 = \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" = \00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"-(34!/3) = \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"  >> 7 = \00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"  / -999 = \00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"34! / 1000000007 = \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" rem \00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"big / 0x10000000001 = \00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"big / (big >> 3) = \00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"1<<127 = \00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c", >>64 = \00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"rotl13 = \00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fib(150) = \00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"mulhi = %016llx mullo = %016llx\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [22 x i8] c"to double: %.6e %.6e\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"from double: \00", align 1
@.str.20 = private unnamed_addr constant [75 x i8] c"llmin %lld llmax %lld, min/2 %lld, min%%7 %lld, max/-3 %lld, max%%-3 %lld\0A\00", align 1
@.str.21 = private unnamed_addr constant [60 x i8] c"ullmax %llu, /3 %llu, %%10 %llu, >>1 %llx, (ll)ullmax %lld\0A\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"0x%016llx%016llx\00", align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = alloca [64 x i8], align 1
  %5 = alloca [64 x i8], align 1
  %6 = alloca [64 x i8], align 1
  %7 = alloca %struct.U, align 8
  %8 = alloca %struct.U, align 8
  %9 = alloca %struct.U, align 8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #6
  br label %11

11:                                               ; preds = %55, %0
  %12 = phi i64 [ 1, %0 ], [ %50, %55 ]
  %13 = phi i64 [ -2, %0 ], [ %49, %55 ]
  %14 = phi i32 [ 0, %0 ], [ %58, %55 ]
  br label %15

15:                                               ; preds = %48, %11
  %16 = phi i32 [ 127, %11 ], [ %53, %48 ]
  %17 = phi i64 [ 0, %11 ], [ %52, %48 ]
  %18 = phi i64 [ 0, %11 ], [ %51, %48 ]
  %19 = phi i64 [ 0, %11 ], [ %50, %48 ]
  %20 = phi i64 [ 0, %11 ], [ %49, %48 ]
  %21 = tail call i64 @llvm.fshl.i64(i64 %18, i64 %17, i64 1)
  %22 = shl i64 %17, 1
  %23 = icmp ugt i32 %16, 63
  %24 = add nsw i32 %16, -64
  %25 = select i1 %23, i32 %24, i32 %16
  %26 = select i1 %23, i64 %13, i64 %12
  %27 = zext nneg i32 %25 to i64
  %28 = lshr i64 %26, %27
  %29 = and i64 %28, 1
  %30 = or disjoint i64 %29, %22
  %31 = icmp eq i64 %21, 0
  %32 = icmp ult i64 %22, 10
  %33 = select i1 %31, i1 %32, i1 false
  br i1 %33, label %48, label %34

34:                                               ; preds = %15
  %35 = add i64 %21, -1
  %36 = add i64 %30, -10
  %37 = icmp ugt i64 %22, 9
  %38 = zext i1 %37 to i64
  %39 = add i64 %35, %38
  br i1 %23, label %40, label %44

40:                                               ; preds = %34
  %41 = zext nneg i32 %24 to i64
  %42 = shl nuw i64 1, %41
  %43 = or i64 %20, %42
  br label %48

44:                                               ; preds = %34
  %45 = zext nneg i32 %16 to i64
  %46 = shl nuw i64 1, %45
  %47 = or i64 %19, %46
  br label %48

48:                                               ; preds = %44, %40, %15
  %49 = phi i64 [ %43, %40 ], [ %20, %44 ], [ %20, %15 ]
  %50 = phi i64 [ %19, %40 ], [ %47, %44 ], [ %19, %15 ]
  %51 = phi i64 [ %39, %40 ], [ %39, %44 ], [ 0, %15 ]
  %52 = phi i64 [ %36, %40 ], [ %36, %44 ], [ %30, %15 ]
  %53 = add nsw i32 %16, -1
  %54 = icmp eq i32 %16, 0
  br i1 %54, label %55, label %15, !llvm.loop !5

55:                                               ; preds = %48
  %56 = trunc i64 %52 to i8
  %57 = add i8 %56, 48
  %58 = add nuw nsw i32 %14, 1
  %59 = getelementptr inbounds [64 x i8], ptr %6, i32 0, i32 %14
  store i8 %57, ptr %59, align 1, !tbaa !7
  %60 = or i64 %50, %49
  %61 = icmp eq i64 %60, 0
  br i1 %61, label %62, label %11, !llvm.loop !10

62:                                               ; preds = %55, %62
  %63 = phi i32 [ %64, %62 ], [ %58, %55 ]
  %64 = add nsw i32 %63, -1
  %65 = getelementptr inbounds [64 x i8], ptr %6, i32 0, i32 %64
  %66 = load i8, ptr %65, align 1, !tbaa !7
  %67 = zext i8 %66 to i32
  %68 = tail call i32 @putchar(i32 %67)
  %69 = icmp eq i32 %64, 0
  br i1 %69, label %70, label %62, !llvm.loop !11

70:                                               ; preds = %62
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #6
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -2, i64 noundef 1)
  %73 = tail call i32 @putchar(i32 10)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #6
  br label %75

75:                                               ; preds = %119, %70
  %76 = phi i64 [ 4926277576697053184, %70 ], [ %114, %119 ]
  %77 = phi i64 [ -2442141968323793790, %70 ], [ %113, %119 ]
  %78 = phi i32 [ 0, %70 ], [ %122, %119 ]
  br label %79

79:                                               ; preds = %112, %75
  %80 = phi i32 [ 127, %75 ], [ %117, %112 ]
  %81 = phi i64 [ 0, %75 ], [ %116, %112 ]
  %82 = phi i64 [ 0, %75 ], [ %115, %112 ]
  %83 = phi i64 [ 0, %75 ], [ %114, %112 ]
  %84 = phi i64 [ 0, %75 ], [ %113, %112 ]
  %85 = tail call i64 @llvm.fshl.i64(i64 %82, i64 %81, i64 1)
  %86 = shl i64 %81, 1
  %87 = icmp ugt i32 %80, 63
  %88 = add nsw i32 %80, -64
  %89 = select i1 %87, i32 %88, i32 %80
  %90 = select i1 %87, i64 %77, i64 %76
  %91 = zext nneg i32 %89 to i64
  %92 = lshr i64 %90, %91
  %93 = and i64 %92, 1
  %94 = or disjoint i64 %93, %86
  %95 = icmp eq i64 %85, 0
  %96 = icmp ult i64 %86, 10
  %97 = select i1 %95, i1 %96, i1 false
  br i1 %97, label %112, label %98

98:                                               ; preds = %79
  %99 = add i64 %85, -1
  %100 = add i64 %94, -10
  %101 = icmp ugt i64 %86, 9
  %102 = zext i1 %101 to i64
  %103 = add i64 %99, %102
  br i1 %87, label %104, label %108

104:                                              ; preds = %98
  %105 = zext nneg i32 %88 to i64
  %106 = shl nuw i64 1, %105
  %107 = or i64 %84, %106
  br label %112

108:                                              ; preds = %98
  %109 = zext nneg i32 %80 to i64
  %110 = shl nuw i64 1, %109
  %111 = or i64 %83, %110
  br label %112

112:                                              ; preds = %108, %104, %79
  %113 = phi i64 [ %107, %104 ], [ %84, %108 ], [ %84, %79 ]
  %114 = phi i64 [ %83, %104 ], [ %111, %108 ], [ %83, %79 ]
  %115 = phi i64 [ %103, %104 ], [ %103, %108 ], [ 0, %79 ]
  %116 = phi i64 [ %100, %104 ], [ %100, %108 ], [ %94, %79 ]
  %117 = add nsw i32 %80, -1
  %118 = icmp eq i32 %80, 0
  br i1 %118, label %119, label %79, !llvm.loop !5

119:                                              ; preds = %112
  %120 = trunc i64 %116 to i8
  %121 = add i8 %120, 48
  %122 = add nuw nsw i32 %78, 1
  %123 = getelementptr inbounds [64 x i8], ptr %5, i32 0, i32 %78
  store i8 %121, ptr %123, align 1, !tbaa !7
  %124 = or i64 %114, %113
  %125 = icmp eq i64 %124, 0
  br i1 %125, label %126, label %75, !llvm.loop !10

126:                                              ; preds = %119, %126
  %127 = phi i32 [ %128, %126 ], [ %122, %119 ]
  %128 = add nsw i32 %127, -1
  %129 = getelementptr inbounds [64 x i8], ptr %5, i32 0, i32 %128
  %130 = load i8, ptr %129, align 1, !tbaa !7
  %131 = zext i8 %130 to i32
  %132 = tail call i32 @putchar(i32 %131)
  %133 = icmp eq i32 %128, 0
  br i1 %133, label %134, label %126, !llvm.loop !11

134:                                              ; preds = %126
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #6
  %135 = tail call i32 @putchar(i32 10)
  br label %136

136:                                              ; preds = %134, %169
  %137 = phi i32 [ 127, %134 ], [ %174, %169 ]
  %138 = phi i64 [ 0, %134 ], [ %173, %169 ]
  %139 = phi i64 [ 0, %134 ], [ %172, %169 ]
  %140 = phi i64 [ 0, %134 ], [ %171, %169 ]
  %141 = phi i64 [ 0, %134 ], [ %170, %169 ]
  %142 = tail call i64 @llvm.fshl.i64(i64 %139, i64 %138, i64 1)
  %143 = shl i64 %138, 1
  %144 = icmp ugt i32 %137, 63
  %145 = add nsw i32 %137, -64
  %146 = select i1 %144, i32 %145, i32 %137
  %147 = select i1 %144, i64 -2442141968323793790, i64 4926277576697053184
  %148 = zext nneg i32 %146 to i64
  %149 = lshr i64 %147, %148
  %150 = and i64 %149, 1
  %151 = or disjoint i64 %150, %143
  %152 = icmp eq i64 %142, 0
  %153 = icmp ult i64 %151, 3
  %154 = select i1 %152, i1 %153, i1 false
  br i1 %154, label %169, label %155

155:                                              ; preds = %136
  %156 = add i64 %142, -1
  %157 = add i64 %151, -3
  %158 = icmp ugt i64 %151, 2
  %159 = zext i1 %158 to i64
  %160 = add i64 %156, %159
  br i1 %144, label %161, label %165

161:                                              ; preds = %155
  %162 = zext nneg i32 %145 to i64
  %163 = shl nuw i64 1, %162
  %164 = or i64 %141, %163
  br label %169

165:                                              ; preds = %155
  %166 = zext nneg i32 %137 to i64
  %167 = shl nuw i64 1, %166
  %168 = or i64 %140, %167
  br label %169

169:                                              ; preds = %165, %161, %136
  %170 = phi i64 [ %164, %161 ], [ %141, %165 ], [ %141, %136 ]
  %171 = phi i64 [ %140, %161 ], [ %168, %165 ], [ %140, %136 ]
  %172 = phi i64 [ %160, %161 ], [ %160, %165 ], [ 0, %136 ]
  %173 = phi i64 [ %157, %161 ], [ %157, %165 ], [ %151, %136 ]
  %174 = add nsw i32 %137, -1
  %175 = icmp eq i32 %137, 0
  br i1 %175, label %176, label %136, !llvm.loop !5

176:                                              ; preds = %169
  %177 = xor i64 %170, -1
  %178 = icmp eq i64 %171, 0
  %179 = sext i1 %178 to i64
  %180 = zext i1 %178 to i64
  %181 = add i64 %180, %177
  %182 = sub i64 0, %171
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %184 = insertvalue [2 x i64] poison, i64 %181, 0
  %185 = insertvalue [2 x i64] %184, i64 %182, 1
  tail call fastcc void @put_i([2 x i64] %185)
  %186 = tail call i32 @putchar(i32 10)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %188 = icmp sgt i64 %181, -1
  br i1 %188, label %189, label %192

189:                                              ; preds = %176
  %190 = lshr i64 %181, 7
  %191 = tail call i64 @llvm.fshl.i64(i64 %181, i64 %182, i64 57)
  br label %198

192:                                              ; preds = %176
  %193 = sub i64 %170, %180
  %194 = add i64 %171, -1
  %195 = tail call i64 @llvm.fshl.i64(i64 %193, i64 %194, i64 57)
  %196 = ashr i64 %181, 7
  %197 = xor i64 %195, -1
  br label %198

198:                                              ; preds = %189, %192
  %199 = phi i64 [ %190, %189 ], [ %196, %192 ]
  %200 = phi i64 [ %191, %189 ], [ %197, %192 ]
  %201 = insertvalue [2 x i64] poison, i64 %199, 0
  %202 = insertvalue [2 x i64] %201, i64 %200, 1
  tail call fastcc void @put_i([2 x i64] %202)
  %203 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #6
  call fastcc void @sdiv(ptr dead_on_unwind nonnull writable sret(%struct.U) align 8 %8, [2 x i64] %185, [2 x i64] [i64 0, i64 1000003], ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #6
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %205 = load i64, ptr %7, align 8
  %206 = insertvalue [2 x i64] poison, i64 %205, 0
  %207 = getelementptr inbounds i8, ptr %7, i32 8
  %208 = load i64, ptr %207, align 8
  %209 = insertvalue [2 x i64] %206, i64 %208, 1
  call fastcc void @put_i([2 x i64] %209)
  %210 = call i32 @putchar(i32 10)
  %211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7)
  call fastcc void @sdiv(ptr dead_on_unwind nonnull writable sret(%struct.U) align 8 %9, [2 x i64] %185, [2 x i64] [i64 -1, i64 -999], ptr noundef null)
  %212 = load i64, ptr %9, align 8
  %213 = insertvalue [2 x i64] poison, i64 %212, 0
  %214 = getelementptr inbounds i8, ptr %9, i32 8
  %215 = load i64, ptr %214, align 8
  %216 = insertvalue [2 x i64] %213, i64 %215, 1
  call fastcc void @put_i([2 x i64] %216)
  %217 = call i32 @putchar(i32 10)
  br label %218

218:                                              ; preds = %198, %251
  %219 = phi i32 [ 127, %198 ], [ %256, %251 ]
  %220 = phi i64 [ 0, %198 ], [ %255, %251 ]
  %221 = phi i64 [ 0, %198 ], [ %254, %251 ]
  %222 = phi i64 [ 0, %198 ], [ %253, %251 ]
  %223 = phi i64 [ 0, %198 ], [ %252, %251 ]
  %224 = call i64 @llvm.fshl.i64(i64 %221, i64 %220, i64 1)
  %225 = shl i64 %220, 1
  %226 = icmp ugt i32 %219, 63
  %227 = add nsw i32 %219, -64
  %228 = select i1 %226, i32 %227, i32 %219
  %229 = select i1 %226, i64 -2442141968323793790, i64 4926277576697053184
  %230 = zext nneg i32 %228 to i64
  %231 = lshr i64 %229, %230
  %232 = and i64 %231, 1
  %233 = or disjoint i64 %232, %225
  %234 = icmp eq i64 %224, 0
  %235 = icmp ult i64 %233, 1000000007
  %236 = select i1 %234, i1 %235, i1 false
  br i1 %236, label %251, label %237

237:                                              ; preds = %218
  %238 = add i64 %224, -1
  %239 = add i64 %233, -1000000007
  %240 = icmp ugt i64 %233, 1000000006
  %241 = zext i1 %240 to i64
  %242 = add i64 %238, %241
  br i1 %226, label %243, label %247

243:                                              ; preds = %237
  %244 = zext nneg i32 %227 to i64
  %245 = shl nuw i64 1, %244
  %246 = or i64 %223, %245
  br label %251

247:                                              ; preds = %237
  %248 = zext nneg i32 %219 to i64
  %249 = shl nuw i64 1, %248
  %250 = or i64 %222, %249
  br label %251

251:                                              ; preds = %247, %243, %218
  %252 = phi i64 [ %246, %243 ], [ %223, %247 ], [ %223, %218 ]
  %253 = phi i64 [ %222, %243 ], [ %250, %247 ], [ %222, %218 ]
  %254 = phi i64 [ %242, %243 ], [ %242, %247 ], [ 0, %218 ]
  %255 = phi i64 [ %239, %243 ], [ %239, %247 ], [ %233, %218 ]
  %256 = add nsw i32 %219, -1
  %257 = icmp eq i32 %219, 0
  br i1 %257, label %258, label %218, !llvm.loop !5

258:                                              ; preds = %251
  store i64 %254, ptr %7, align 8, !tbaa !12, !noalias !14
  store i64 %255, ptr %207, align 8, !tbaa !12, !noalias !14
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #6
  br label %260

260:                                              ; preds = %304, %258
  %261 = phi i64 [ %253, %258 ], [ %299, %304 ]
  %262 = phi i64 [ %252, %258 ], [ %298, %304 ]
  %263 = phi i32 [ 0, %258 ], [ %307, %304 ]
  br label %264

264:                                              ; preds = %297, %260
  %265 = phi i32 [ 127, %260 ], [ %302, %297 ]
  %266 = phi i64 [ 0, %260 ], [ %301, %297 ]
  %267 = phi i64 [ 0, %260 ], [ %300, %297 ]
  %268 = phi i64 [ 0, %260 ], [ %299, %297 ]
  %269 = phi i64 [ 0, %260 ], [ %298, %297 ]
  %270 = call i64 @llvm.fshl.i64(i64 %267, i64 %266, i64 1)
  %271 = shl i64 %266, 1
  %272 = icmp ugt i32 %265, 63
  %273 = add nsw i32 %265, -64
  %274 = select i1 %272, i32 %273, i32 %265
  %275 = select i1 %272, i64 %262, i64 %261
  %276 = zext nneg i32 %274 to i64
  %277 = lshr i64 %275, %276
  %278 = and i64 %277, 1
  %279 = or disjoint i64 %278, %271
  %280 = icmp eq i64 %270, 0
  %281 = icmp ult i64 %271, 10
  %282 = select i1 %280, i1 %281, i1 false
  br i1 %282, label %297, label %283

283:                                              ; preds = %264
  %284 = add i64 %270, -1
  %285 = add i64 %279, -10
  %286 = icmp ugt i64 %271, 9
  %287 = zext i1 %286 to i64
  %288 = add i64 %284, %287
  br i1 %272, label %289, label %293

289:                                              ; preds = %283
  %290 = zext nneg i32 %273 to i64
  %291 = shl nuw i64 1, %290
  %292 = or i64 %269, %291
  br label %297

293:                                              ; preds = %283
  %294 = zext nneg i32 %265 to i64
  %295 = shl nuw i64 1, %294
  %296 = or i64 %268, %295
  br label %297

297:                                              ; preds = %293, %289, %264
  %298 = phi i64 [ %292, %289 ], [ %269, %293 ], [ %269, %264 ]
  %299 = phi i64 [ %268, %289 ], [ %296, %293 ], [ %268, %264 ]
  %300 = phi i64 [ %288, %289 ], [ %288, %293 ], [ 0, %264 ]
  %301 = phi i64 [ %285, %289 ], [ %285, %293 ], [ %279, %264 ]
  %302 = add nsw i32 %265, -1
  %303 = icmp eq i32 %265, 0
  br i1 %303, label %304, label %264, !llvm.loop !5

304:                                              ; preds = %297
  %305 = trunc i64 %301 to i8
  %306 = add i8 %305, 48
  %307 = add nuw nsw i32 %263, 1
  %308 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %263
  store i8 %306, ptr %308, align 1, !tbaa !7
  %309 = or i64 %299, %298
  %310 = icmp eq i64 %309, 0
  br i1 %310, label %311, label %260, !llvm.loop !10

311:                                              ; preds = %304, %311
  %312 = phi i32 [ %313, %311 ], [ %307, %304 ]
  %313 = add nsw i32 %312, -1
  %314 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %313
  %315 = load i8, ptr %314, align 1, !tbaa !7
  %316 = zext i8 %315 to i32
  %317 = call i32 @putchar(i32 %316)
  %318 = icmp eq i32 %313, 0
  br i1 %318, label %319, label %311, !llvm.loop !11

319:                                              ; preds = %311
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #6
  %320 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9)
  %321 = load i64, ptr %7, align 8
  %322 = load i64, ptr %207, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #6
  br label %323

323:                                              ; preds = %367, %319
  %324 = phi i64 [ %322, %319 ], [ %362, %367 ]
  %325 = phi i64 [ %321, %319 ], [ %361, %367 ]
  %326 = phi i32 [ 0, %319 ], [ %370, %367 ]
  br label %327

327:                                              ; preds = %360, %323
  %328 = phi i32 [ 127, %323 ], [ %365, %360 ]
  %329 = phi i64 [ 0, %323 ], [ %364, %360 ]
  %330 = phi i64 [ 0, %323 ], [ %363, %360 ]
  %331 = phi i64 [ 0, %323 ], [ %362, %360 ]
  %332 = phi i64 [ 0, %323 ], [ %361, %360 ]
  %333 = call i64 @llvm.fshl.i64(i64 %330, i64 %329, i64 1)
  %334 = shl i64 %329, 1
  %335 = icmp ugt i32 %328, 63
  %336 = add nsw i32 %328, -64
  %337 = select i1 %335, i32 %336, i32 %328
  %338 = select i1 %335, i64 %325, i64 %324
  %339 = zext nneg i32 %337 to i64
  %340 = lshr i64 %338, %339
  %341 = and i64 %340, 1
  %342 = or disjoint i64 %341, %334
  %343 = icmp eq i64 %333, 0
  %344 = icmp ult i64 %334, 10
  %345 = select i1 %343, i1 %344, i1 false
  br i1 %345, label %360, label %346

346:                                              ; preds = %327
  %347 = add i64 %333, -1
  %348 = add i64 %342, -10
  %349 = icmp ugt i64 %334, 9
  %350 = zext i1 %349 to i64
  %351 = add i64 %347, %350
  br i1 %335, label %352, label %356

352:                                              ; preds = %346
  %353 = zext nneg i32 %336 to i64
  %354 = shl nuw i64 1, %353
  %355 = or i64 %332, %354
  br label %360

356:                                              ; preds = %346
  %357 = zext nneg i32 %328 to i64
  %358 = shl nuw i64 1, %357
  %359 = or i64 %331, %358
  br label %360

360:                                              ; preds = %356, %352, %327
  %361 = phi i64 [ %355, %352 ], [ %332, %356 ], [ %332, %327 ]
  %362 = phi i64 [ %331, %352 ], [ %359, %356 ], [ %331, %327 ]
  %363 = phi i64 [ %351, %352 ], [ %351, %356 ], [ 0, %327 ]
  %364 = phi i64 [ %348, %352 ], [ %348, %356 ], [ %342, %327 ]
  %365 = add nsw i32 %328, -1
  %366 = icmp eq i32 %328, 0
  br i1 %366, label %367, label %327, !llvm.loop !5

367:                                              ; preds = %360
  %368 = trunc i64 %364 to i8
  %369 = add i8 %368, 48
  %370 = add nuw nsw i32 %326, 1
  %371 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %326
  store i8 %369, ptr %371, align 1, !tbaa !7
  %372 = or i64 %362, %361
  %373 = icmp eq i64 %372, 0
  br i1 %373, label %374, label %323, !llvm.loop !10

374:                                              ; preds = %367, %374
  %375 = phi i32 [ %376, %374 ], [ %370, %367 ]
  %376 = add nsw i32 %375, -1
  %377 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %376
  %378 = load i8, ptr %377, align 1, !tbaa !7
  %379 = zext i8 %378 to i32
  %380 = call i32 @putchar(i32 %379)
  %381 = icmp eq i32 %376, 0
  br i1 %381, label %382, label %374, !llvm.loop !11

382:                                              ; preds = %374
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #6
  %383 = call i32 @putchar(i32 10)
  %384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  br label %385

385:                                              ; preds = %382, %418
  %386 = phi i32 [ 127, %382 ], [ %423, %418 ]
  %387 = phi i64 [ 0, %382 ], [ %422, %418 ]
  %388 = phi i64 [ 0, %382 ], [ %421, %418 ]
  %389 = phi i64 [ 0, %382 ], [ %420, %418 ]
  %390 = phi i64 [ 0, %382 ], [ %419, %418 ]
  %391 = call i64 @llvm.fshl.i64(i64 %388, i64 %387, i64 1)
  %392 = shl i64 %387, 1
  %393 = icmp ugt i32 %386, 63
  %394 = add nsw i32 %386, -64
  %395 = select i1 %393, i32 %394, i32 %386
  %396 = select i1 %393, i64 81985529216486895, i64 -81985529216486896
  %397 = zext nneg i32 %395 to i64
  %398 = lshr i64 %396, %397
  %399 = and i64 %398, 1
  %400 = or disjoint i64 %399, %392
  %401 = icmp eq i64 %391, 0
  %402 = icmp ult i64 %400, 1099511627777
  %403 = select i1 %401, i1 %402, i1 false
  br i1 %403, label %418, label %404

404:                                              ; preds = %385
  %405 = add i64 %391, -1
  %406 = add i64 %400, -1099511627777
  %407 = icmp ugt i64 %400, 1099511627776
  %408 = zext i1 %407 to i64
  %409 = add i64 %405, %408
  br i1 %393, label %410, label %414

410:                                              ; preds = %404
  %411 = zext nneg i32 %394 to i64
  %412 = shl nuw i64 1, %411
  %413 = or i64 %390, %412
  br label %418

414:                                              ; preds = %404
  %415 = zext nneg i32 %386 to i64
  %416 = shl nuw i64 1, %415
  %417 = or i64 %389, %416
  br label %418

418:                                              ; preds = %414, %410, %385
  %419 = phi i64 [ %413, %410 ], [ %390, %414 ], [ %390, %385 ]
  %420 = phi i64 [ %389, %410 ], [ %417, %414 ], [ %389, %385 ]
  %421 = phi i64 [ %409, %410 ], [ %409, %414 ], [ 0, %385 ]
  %422 = phi i64 [ %406, %410 ], [ %406, %414 ], [ %400, %385 ]
  %423 = add nsw i32 %386, -1
  %424 = icmp eq i32 %386, 0
  br i1 %424, label %425, label %385, !llvm.loop !5

425:                                              ; preds = %418
  %426 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef %419, i64 noundef %420)
  %427 = call i32 @putchar(i32 10)
  %428 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  br label %429

429:                                              ; preds = %464, %425
  %430 = phi i32 [ 127, %425 ], [ %469, %464 ]
  %431 = phi i64 [ 0, %425 ], [ %468, %464 ]
  %432 = phi i64 [ 0, %425 ], [ %467, %464 ]
  %433 = phi i64 [ 0, %425 ], [ %466, %464 ]
  %434 = phi i64 [ 0, %425 ], [ %465, %464 ]
  %435 = call i64 @llvm.fshl.i64(i64 %432, i64 %431, i64 1)
  %436 = shl i64 %431, 1
  %437 = icmp ugt i32 %430, 63
  %438 = add nsw i32 %430, -64
  %439 = select i1 %437, i32 %438, i32 %430
  %440 = select i1 %437, i64 81985529216486895, i64 -81985529216486896
  %441 = zext nneg i32 %439 to i64
  %442 = lshr i64 %440, %441
  %443 = and i64 %442, 1
  %444 = or disjoint i64 %443, %436
  %445 = icmp ult i64 %435, 10248191152060861
  br i1 %445, label %464, label %446

446:                                              ; preds = %429
  %447 = icmp eq i64 %435, 10248191152060861
  %448 = icmp ult i64 %436, -10248191152060862
  %449 = select i1 %447, i1 %448, i1 false
  br i1 %449, label %464, label %450

450:                                              ; preds = %446
  %451 = add i64 %435, -10248191152060862
  %452 = add i64 %444, 10248191152060862
  %453 = icmp ugt i64 %436, -10248191152060863
  %454 = zext i1 %453 to i64
  %455 = add i64 %451, %454
  br i1 %437, label %456, label %460

456:                                              ; preds = %450
  %457 = zext nneg i32 %438 to i64
  %458 = shl nuw i64 1, %457
  %459 = or i64 %434, %458
  br label %464

460:                                              ; preds = %450
  %461 = zext nneg i32 %430 to i64
  %462 = shl nuw i64 1, %461
  %463 = or i64 %433, %462
  br label %464

464:                                              ; preds = %460, %456, %446, %429
  %465 = phi i64 [ %459, %456 ], [ %434, %460 ], [ %434, %429 ], [ %434, %446 ]
  %466 = phi i64 [ %433, %456 ], [ %463, %460 ], [ %433, %429 ], [ %433, %446 ]
  %467 = phi i64 [ %455, %456 ], [ %455, %460 ], [ %435, %429 ], [ 10248191152060861, %446 ]
  %468 = phi i64 [ %452, %456 ], [ %452, %460 ], [ %444, %429 ], [ %444, %446 ]
  %469 = add nsw i32 %430, -1
  %470 = icmp eq i32 %430, 0
  br i1 %470, label %471, label %429, !llvm.loop !5

471:                                              ; preds = %464
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #6
  br label %472

472:                                              ; preds = %516, %471
  %473 = phi i64 [ %466, %471 ], [ %511, %516 ]
  %474 = phi i64 [ %465, %471 ], [ %510, %516 ]
  %475 = phi i32 [ 0, %471 ], [ %519, %516 ]
  br label %476

476:                                              ; preds = %509, %472
  %477 = phi i32 [ 127, %472 ], [ %514, %509 ]
  %478 = phi i64 [ 0, %472 ], [ %513, %509 ]
  %479 = phi i64 [ 0, %472 ], [ %512, %509 ]
  %480 = phi i64 [ 0, %472 ], [ %511, %509 ]
  %481 = phi i64 [ 0, %472 ], [ %510, %509 ]
  %482 = call i64 @llvm.fshl.i64(i64 %479, i64 %478, i64 1)
  %483 = shl i64 %478, 1
  %484 = icmp ugt i32 %477, 63
  %485 = add nsw i32 %477, -64
  %486 = select i1 %484, i32 %485, i32 %477
  %487 = select i1 %484, i64 %474, i64 %473
  %488 = zext nneg i32 %486 to i64
  %489 = lshr i64 %487, %488
  %490 = and i64 %489, 1
  %491 = or disjoint i64 %490, %483
  %492 = icmp eq i64 %482, 0
  %493 = icmp ult i64 %483, 10
  %494 = select i1 %492, i1 %493, i1 false
  br i1 %494, label %509, label %495

495:                                              ; preds = %476
  %496 = add i64 %482, -1
  %497 = add i64 %491, -10
  %498 = icmp ugt i64 %483, 9
  %499 = zext i1 %498 to i64
  %500 = add i64 %496, %499
  br i1 %484, label %501, label %505

501:                                              ; preds = %495
  %502 = zext nneg i32 %485 to i64
  %503 = shl nuw i64 1, %502
  %504 = or i64 %481, %503
  br label %509

505:                                              ; preds = %495
  %506 = zext nneg i32 %477 to i64
  %507 = shl nuw i64 1, %506
  %508 = or i64 %480, %507
  br label %509

509:                                              ; preds = %505, %501, %476
  %510 = phi i64 [ %504, %501 ], [ %481, %505 ], [ %481, %476 ]
  %511 = phi i64 [ %480, %501 ], [ %508, %505 ], [ %480, %476 ]
  %512 = phi i64 [ %500, %501 ], [ %500, %505 ], [ 0, %476 ]
  %513 = phi i64 [ %497, %501 ], [ %497, %505 ], [ %491, %476 ]
  %514 = add nsw i32 %477, -1
  %515 = icmp eq i32 %477, 0
  br i1 %515, label %516, label %476, !llvm.loop !5

516:                                              ; preds = %509
  %517 = trunc i64 %513 to i8
  %518 = add i8 %517, 48
  %519 = add nuw nsw i32 %475, 1
  %520 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %475
  store i8 %518, ptr %520, align 1, !tbaa !7
  %521 = or i64 %511, %510
  %522 = icmp eq i64 %521, 0
  br i1 %522, label %523, label %472, !llvm.loop !10

523:                                              ; preds = %516, %523
  %524 = phi i32 [ %525, %523 ], [ %519, %516 ]
  %525 = add nsw i32 %524, -1
  %526 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %525
  %527 = load i8, ptr %526, align 1, !tbaa !7
  %528 = zext i8 %527 to i32
  %529 = call i32 @putchar(i32 %528)
  %530 = icmp eq i32 %525, 0
  br i1 %530, label %531, label %523, !llvm.loop !11

531:                                              ; preds = %523
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #6
  %532 = call i32 @putchar(i32 10)
  %533 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %534 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef -9223372036854775808, i64 noundef 0)
  %535 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %536 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 0, i64 noundef -9223372036854775808)
  %537 = call i32 @putchar(i32 10)
  %538 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14)
  %539 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i64 noundef 7542668687916793819, i64 noundef -7542668687916793820)
  %540 = call i32 @putchar(i32 10)
  br label %624

541:                                              ; preds = %624
  %542 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6
  br label %543

543:                                              ; preds = %587, %541
  %544 = phi i64 [ %628, %541 ], [ %582, %587 ]
  %545 = phi i64 [ %629, %541 ], [ %581, %587 ]
  %546 = phi i32 [ 0, %541 ], [ %590, %587 ]
  br label %547

547:                                              ; preds = %580, %543
  %548 = phi i32 [ 127, %543 ], [ %585, %580 ]
  %549 = phi i64 [ 0, %543 ], [ %584, %580 ]
  %550 = phi i64 [ 0, %543 ], [ %583, %580 ]
  %551 = phi i64 [ 0, %543 ], [ %582, %580 ]
  %552 = phi i64 [ 0, %543 ], [ %581, %580 ]
  %553 = call i64 @llvm.fshl.i64(i64 %550, i64 %549, i64 1)
  %554 = shl i64 %549, 1
  %555 = icmp ugt i32 %548, 63
  %556 = add nsw i32 %548, -64
  %557 = select i1 %555, i32 %556, i32 %548
  %558 = select i1 %555, i64 %545, i64 %544
  %559 = zext nneg i32 %557 to i64
  %560 = lshr i64 %558, %559
  %561 = and i64 %560, 1
  %562 = or disjoint i64 %561, %554
  %563 = icmp eq i64 %553, 0
  %564 = icmp ult i64 %554, 10
  %565 = select i1 %563, i1 %564, i1 false
  br i1 %565, label %580, label %566

566:                                              ; preds = %547
  %567 = add i64 %553, -1
  %568 = add i64 %562, -10
  %569 = icmp ugt i64 %554, 9
  %570 = zext i1 %569 to i64
  %571 = add i64 %567, %570
  br i1 %555, label %572, label %576

572:                                              ; preds = %566
  %573 = zext nneg i32 %556 to i64
  %574 = shl nuw i64 1, %573
  %575 = or i64 %552, %574
  br label %580

576:                                              ; preds = %566
  %577 = zext nneg i32 %548 to i64
  %578 = shl nuw i64 1, %577
  %579 = or i64 %551, %578
  br label %580

580:                                              ; preds = %576, %572, %547
  %581 = phi i64 [ %575, %572 ], [ %552, %576 ], [ %552, %547 ]
  %582 = phi i64 [ %551, %572 ], [ %579, %576 ], [ %551, %547 ]
  %583 = phi i64 [ %571, %572 ], [ %571, %576 ], [ 0, %547 ]
  %584 = phi i64 [ %568, %572 ], [ %568, %576 ], [ %562, %547 ]
  %585 = add nsw i32 %548, -1
  %586 = icmp eq i32 %548, 0
  br i1 %586, label %587, label %547, !llvm.loop !5

587:                                              ; preds = %580
  %588 = trunc i64 %584 to i8
  %589 = add i8 %588, 48
  %590 = add nuw nsw i32 %546, 1
  %591 = getelementptr inbounds [64 x i8], ptr %1, i32 0, i32 %546
  store i8 %589, ptr %591, align 1, !tbaa !7
  %592 = or i64 %582, %581
  %593 = icmp eq i64 %592, 0
  br i1 %593, label %594, label %543, !llvm.loop !10

594:                                              ; preds = %587, %594
  %595 = phi i32 [ %596, %594 ], [ %590, %587 ]
  %596 = add nsw i32 %595, -1
  %597 = getelementptr inbounds [64 x i8], ptr %1, i32 0, i32 %596
  %598 = load i8, ptr %597, align 1, !tbaa !7
  %599 = zext i8 %598 to i32
  %600 = call i32 @putchar(i32 %599)
  %601 = icmp eq i32 %596, 0
  br i1 %601, label %602, label %594, !llvm.loop !11

602:                                              ; preds = %594
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6
  %603 = call i32 @putchar(i32 10)
  %604 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %605 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  br i1 %188, label %613, label %606

606:                                              ; preds = %602
  %607 = add i64 %170, %179
  %608 = add nuw i64 %607, %180
  %609 = uitofp i64 %608 to double
  %610 = uitofp i64 %171 to double
  %611 = call double @llvm.fmuladd.f64(double %609, double 0x43F0000000000000, double %610)
  %612 = fneg double %611
  br label %617

613:                                              ; preds = %602
  %614 = uitofp nneg i64 %181 to double
  %615 = uitofp i64 %182 to double
  %616 = call double @llvm.fmuladd.f64(double %614, double 0x43F0000000000000, double %615)
  br label %617

617:                                              ; preds = %606, %613
  %618 = phi double [ %612, %606 ], [ %616, %613 ]
  %619 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 0x47EBC3789A33DF96, double noundef %618)
  %620 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  call fastcc void @put_i([2 x i64] [i64 -81315162937, i64 -7615305494906798080])
  %621 = call i32 @putchar(i32 10)
  %622 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %623 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #6
  ret i32 28

624:                                              ; preds = %531, %624
  %625 = phi i32 [ 0, %531 ], [ %635, %624 ]
  %626 = phi i64 [ 0, %531 ], [ %628, %624 ]
  %627 = phi i64 [ 0, %531 ], [ %629, %624 ]
  %628 = phi i64 [ 1, %531 ], [ %631, %624 ]
  %629 = phi i64 [ 0, %531 ], [ %634, %624 ]
  %630 = add i64 %627, %629
  %631 = add i64 %626, %628
  %632 = icmp ult i64 %631, %626
  %633 = zext i1 %632 to i64
  %634 = add i64 %630, %633
  %635 = add nuw nsw i32 %625, 1
  %636 = icmp eq i32 %635, 150
  br i1 %636, label %541, label %624, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
define internal fastcc void @put_i([2 x i64] %0) unnamed_addr #0 {
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = extractvalue [2 x i64] %0, 0
  %5 = icmp sgt i64 %4, -1
  br i1 %5, label %74, label %6

6:                                                ; preds = %1
  %7 = tail call i32 @putchar(i32 45)
  %8 = extractvalue [2 x i64] %0, 1
  %9 = xor i64 %4, -1
  %10 = icmp eq i64 %8, 0
  %11 = zext i1 %10 to i64
  %12 = add nuw i64 %11, %9
  %13 = sub i64 0, %8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #6
  br label %14

14:                                               ; preds = %58, %6
  %15 = phi i64 [ %13, %6 ], [ %53, %58 ]
  %16 = phi i64 [ %12, %6 ], [ %52, %58 ]
  %17 = phi i32 [ 0, %6 ], [ %61, %58 ]
  br label %18

18:                                               ; preds = %51, %14
  %19 = phi i32 [ 127, %14 ], [ %56, %51 ]
  %20 = phi i64 [ 0, %14 ], [ %55, %51 ]
  %21 = phi i64 [ 0, %14 ], [ %54, %51 ]
  %22 = phi i64 [ 0, %14 ], [ %53, %51 ]
  %23 = phi i64 [ 0, %14 ], [ %52, %51 ]
  %24 = tail call i64 @llvm.fshl.i64(i64 %21, i64 %20, i64 1)
  %25 = shl i64 %20, 1
  %26 = icmp ugt i32 %19, 63
  %27 = add nsw i32 %19, -64
  %28 = select i1 %26, i32 %27, i32 %19
  %29 = select i1 %26, i64 %16, i64 %15
  %30 = zext nneg i32 %28 to i64
  %31 = lshr i64 %29, %30
  %32 = and i64 %31, 1
  %33 = or disjoint i64 %32, %25
  %34 = icmp eq i64 %24, 0
  %35 = icmp ult i64 %25, 10
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %51, label %37

37:                                               ; preds = %18
  %38 = add i64 %24, -1
  %39 = add i64 %33, -10
  %40 = icmp ugt i64 %25, 9
  %41 = zext i1 %40 to i64
  %42 = add i64 %38, %41
  br i1 %26, label %43, label %47

43:                                               ; preds = %37
  %44 = zext nneg i32 %27 to i64
  %45 = shl nuw i64 1, %44
  %46 = or i64 %23, %45
  br label %51

47:                                               ; preds = %37
  %48 = zext nneg i32 %19 to i64
  %49 = shl nuw i64 1, %48
  %50 = or i64 %22, %49
  br label %51

51:                                               ; preds = %47, %43, %18
  %52 = phi i64 [ %46, %43 ], [ %23, %47 ], [ %23, %18 ]
  %53 = phi i64 [ %22, %43 ], [ %50, %47 ], [ %22, %18 ]
  %54 = phi i64 [ %42, %43 ], [ %42, %47 ], [ 0, %18 ]
  %55 = phi i64 [ %39, %43 ], [ %39, %47 ], [ %33, %18 ]
  %56 = add nsw i32 %19, -1
  %57 = icmp eq i32 %19, 0
  br i1 %57, label %58, label %18, !llvm.loop !5

58:                                               ; preds = %51
  %59 = trunc i64 %55 to i8
  %60 = add i8 %59, 48
  %61 = add nuw nsw i32 %17, 1
  %62 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %17
  store i8 %60, ptr %62, align 1, !tbaa !7
  %63 = or i64 %53, %52
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %65, label %14, !llvm.loop !10

65:                                               ; preds = %58, %65
  %66 = phi i32 [ %67, %65 ], [ %61, %58 ]
  %67 = add nsw i32 %66, -1
  %68 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %67
  %69 = load i8, ptr %68, align 1, !tbaa !7
  %70 = zext i8 %69 to i32
  %71 = tail call i32 @putchar(i32 %70)
  %72 = icmp eq i32 %67, 0
  br i1 %72, label %73, label %65, !llvm.loop !11

73:                                               ; preds = %65
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #6
  br label %136

74:                                               ; preds = %1
  %75 = extractvalue [2 x i64] %0, 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #6
  br label %76

76:                                               ; preds = %120, %74
  %77 = phi i64 [ %75, %74 ], [ %115, %120 ]
  %78 = phi i64 [ %4, %74 ], [ %114, %120 ]
  %79 = phi i32 [ 0, %74 ], [ %123, %120 ]
  br label %80

80:                                               ; preds = %113, %76
  %81 = phi i32 [ 127, %76 ], [ %118, %113 ]
  %82 = phi i64 [ 0, %76 ], [ %117, %113 ]
  %83 = phi i64 [ 0, %76 ], [ %116, %113 ]
  %84 = phi i64 [ 0, %76 ], [ %115, %113 ]
  %85 = phi i64 [ 0, %76 ], [ %114, %113 ]
  %86 = tail call i64 @llvm.fshl.i64(i64 %83, i64 %82, i64 1)
  %87 = shl i64 %82, 1
  %88 = icmp ugt i32 %81, 63
  %89 = add nsw i32 %81, -64
  %90 = select i1 %88, i32 %89, i32 %81
  %91 = select i1 %88, i64 %78, i64 %77
  %92 = zext nneg i32 %90 to i64
  %93 = lshr i64 %91, %92
  %94 = and i64 %93, 1
  %95 = or disjoint i64 %94, %87
  %96 = icmp eq i64 %86, 0
  %97 = icmp ult i64 %87, 10
  %98 = select i1 %96, i1 %97, i1 false
  br i1 %98, label %113, label %99

99:                                               ; preds = %80
  %100 = add i64 %86, -1
  %101 = add i64 %95, -10
  %102 = icmp ugt i64 %87, 9
  %103 = zext i1 %102 to i64
  %104 = add i64 %100, %103
  br i1 %88, label %105, label %109

105:                                              ; preds = %99
  %106 = zext nneg i32 %89 to i64
  %107 = shl nuw i64 1, %106
  %108 = or i64 %85, %107
  br label %113

109:                                              ; preds = %99
  %110 = zext nneg i32 %81 to i64
  %111 = shl nuw i64 1, %110
  %112 = or i64 %84, %111
  br label %113

113:                                              ; preds = %109, %105, %80
  %114 = phi i64 [ %108, %105 ], [ %85, %109 ], [ %85, %80 ]
  %115 = phi i64 [ %84, %105 ], [ %112, %109 ], [ %84, %80 ]
  %116 = phi i64 [ %104, %105 ], [ %104, %109 ], [ 0, %80 ]
  %117 = phi i64 [ %101, %105 ], [ %101, %109 ], [ %95, %80 ]
  %118 = add nsw i32 %81, -1
  %119 = icmp eq i32 %81, 0
  br i1 %119, label %120, label %80, !llvm.loop !5

120:                                              ; preds = %113
  %121 = trunc i64 %117 to i8
  %122 = add i8 %121, 48
  %123 = add nuw nsw i32 %79, 1
  %124 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %79
  store i8 %122, ptr %124, align 1, !tbaa !7
  %125 = or i64 %115, %114
  %126 = icmp eq i64 %125, 0
  br i1 %126, label %127, label %76, !llvm.loop !10

127:                                              ; preds = %120, %127
  %128 = phi i32 [ %129, %127 ], [ %123, %120 ]
  %129 = add nsw i32 %128, -1
  %130 = getelementptr inbounds [64 x i8], ptr %2, i32 0, i32 %129
  %131 = load i8, ptr %130, align 1, !tbaa !7
  %132 = zext i8 %131 to i32
  %133 = tail call i32 @putchar(i32 %132)
  %134 = icmp eq i32 %129, 0
  br i1 %134, label %135, label %127, !llvm.loop !11

135:                                              ; preds = %127
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #6
  br label %136

136:                                              ; preds = %135, %73
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @sdiv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.U) align 8 %0, [2 x i64] %1, [2 x i64] %2, ptr noundef writeonly %3) unnamed_addr #2 {
  %5 = extractvalue [2 x i64] %2, 0
  %6 = extractvalue [2 x i64] %2, 1
  %7 = extractvalue [2 x i64] %1, 0
  %8 = lshr i64 %7, 63
  %9 = trunc nuw nsw i64 %8 to i32
  %10 = lshr i64 %5, 63
  %11 = trunc nuw nsw i64 %10 to i32
  %12 = icmp sgt i64 %7, -1
  %13 = extractvalue [2 x i64] %1, 1
  br i1 %12, label %20, label %14

14:                                               ; preds = %4
  %15 = xor i64 %7, -1
  %16 = icmp eq i64 %13, 0
  %17 = zext i1 %16 to i64
  %18 = add nuw i64 %17, %15
  %19 = sub i64 0, %13
  br label %20

20:                                               ; preds = %4, %14
  %21 = phi i64 [ %18, %14 ], [ %7, %4 ]
  %22 = phi i64 [ %19, %14 ], [ %13, %4 ]
  %23 = icmp sgt i64 %5, -1
  br i1 %23, label %30, label %24

24:                                               ; preds = %20
  %25 = xor i64 %5, -1
  %26 = icmp eq i64 %6, 0
  %27 = zext i1 %26 to i64
  %28 = add nuw i64 %27, %25
  %29 = sub i64 0, %6
  br label %30

30:                                               ; preds = %20, %24
  %31 = phi i64 [ %29, %24 ], [ %6, %20 ]
  %32 = phi i64 [ %28, %24 ], [ %5, %20 ]
  %33 = xor i64 %32, -1
  %34 = icmp eq i64 %31, 0
  %35 = zext i1 %34 to i64
  %36 = add i64 %35, %33
  br label %37

37:                                               ; preds = %72, %30
  %38 = phi i32 [ 127, %30 ], [ %77, %72 ]
  %39 = phi i64 [ 0, %30 ], [ %76, %72 ]
  %40 = phi i64 [ 0, %30 ], [ %75, %72 ]
  %41 = phi i64 [ 0, %30 ], [ %74, %72 ]
  %42 = phi i64 [ 0, %30 ], [ %73, %72 ]
  %43 = tail call i64 @llvm.fshl.i64(i64 %40, i64 %39, i64 1)
  %44 = shl i64 %39, 1
  %45 = icmp ugt i32 %38, 63
  %46 = add nsw i32 %38, -64
  %47 = select i1 %45, i32 %46, i32 %38
  %48 = select i1 %45, i64 %21, i64 %22
  %49 = zext nneg i32 %47 to i64
  %50 = lshr i64 %48, %49
  %51 = and i64 %50, 1
  %52 = or disjoint i64 %51, %44
  %53 = icmp ult i64 %43, %32
  br i1 %53, label %72, label %54

54:                                               ; preds = %37
  %55 = icmp eq i64 %43, %32
  %56 = icmp ult i64 %52, %31
  %57 = select i1 %55, i1 %56, i1 false
  br i1 %57, label %72, label %58

58:                                               ; preds = %54
  %59 = add i64 %36, %43
  %60 = sub i64 %52, %31
  %61 = icmp ult i64 %60, %52
  %62 = zext i1 %61 to i64
  %63 = add i64 %59, %62
  br i1 %45, label %64, label %68

64:                                               ; preds = %58
  %65 = zext nneg i32 %46 to i64
  %66 = shl nuw i64 1, %65
  %67 = or i64 %42, %66
  br label %72

68:                                               ; preds = %58
  %69 = zext nneg i32 %38 to i64
  %70 = shl nuw i64 1, %69
  %71 = or i64 %41, %70
  br label %72

72:                                               ; preds = %68, %64, %54, %37
  %73 = phi i64 [ %67, %64 ], [ %42, %68 ], [ %42, %37 ], [ %42, %54 ]
  %74 = phi i64 [ %41, %64 ], [ %71, %68 ], [ %41, %37 ], [ %41, %54 ]
  %75 = phi i64 [ %63, %64 ], [ %63, %68 ], [ %43, %37 ], [ %32, %54 ]
  %76 = phi i64 [ %60, %64 ], [ %60, %68 ], [ %52, %37 ], [ %52, %54 ]
  %77 = add nsw i32 %38, -1
  %78 = icmp eq i32 %38, 0
  br i1 %78, label %79, label %37, !llvm.loop !5

79:                                               ; preds = %72
  %80 = icmp eq ptr %3, null
  br i1 %80, label %92, label %81

81:                                               ; preds = %79
  br i1 %12, label %88, label %82

82:                                               ; preds = %81
  %83 = xor i64 %75, -1
  %84 = icmp eq i64 %76, 0
  %85 = zext i1 %84 to i64
  %86 = add i64 %85, %83
  %87 = sub i64 0, %76
  br label %88

88:                                               ; preds = %81, %82
  %89 = phi i64 [ %86, %82 ], [ %75, %81 ]
  %90 = phi i64 [ %87, %82 ], [ %76, %81 ]
  store i64 %89, ptr %3, align 8, !tbaa !12
  %91 = getelementptr inbounds i8, ptr %3, i32 8
  store i64 %90, ptr %91, align 8, !tbaa !12
  br label %92

92:                                               ; preds = %88, %79
  %93 = icmp eq i32 %9, %11
  br i1 %93, label %100, label %94

94:                                               ; preds = %92
  %95 = xor i64 %73, -1
  %96 = icmp eq i64 %74, 0
  %97 = zext i1 %96 to i64
  %98 = add i64 %97, %95
  %99 = sub i64 0, %74
  br label %100

100:                                              ; preds = %92, %94
  %101 = phi i64 [ %98, %94 ], [ %73, %92 ]
  %102 = phi i64 [ %99, %94 ], [ %74, %92 ]
  store i64 %101, ptr %0, align 8
  %103 = getelementptr inbounds i8, ptr %0, i32 8
  store i64 %102, ptr %103, align 8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

attributes #0 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
!14 = !{!15}
!15 = distinct !{!15, !16, !"udivmod: argument 0"}
!16 = distinct !{!16, !"udivmod"}
!17 = distinct !{!17, !6}
